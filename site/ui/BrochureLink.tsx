import { brochurePath } from '../../shared/brochure';
import { useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';
import { Icon } from './Icon';

/**
 * The course's printable brochure (a PDF the server draws: server/routes/public/brochure.ts). A plain link,
 * not a router link: the file is no page of the site, and the link works without JavaScript.
 */
export function BrochureLink({ seoName }: { seoName: string }) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <p className="aside-brochure">
      <a href={brochurePath(lang, seoName)} type="application/pdf">
        <Icon name="download" size={18} />
        <span>{t('home.brochure_download')}</span>
      </a>
    </p>
  );
}
