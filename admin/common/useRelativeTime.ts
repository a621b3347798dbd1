import { useLocaleState } from 'react-admin';
import { relativeTime } from '../../shared/relativeTime';

/** SPEC §9's relative time ("5 dakika önce" / "5 minutes ago") in the back office's current language. */
export function useRelativeTime() {
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'tr';
  return (value: string | number | Date) => relativeTime(value, new Date(), language);
}
