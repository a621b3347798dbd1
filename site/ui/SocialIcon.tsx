import type { TablerIcon } from '@tabler/icons-react';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTelegram,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
} from './icons/tabler';

/** Brand marks (Tabler, drawn in lines like the site's other icons) for the social links, by the account's name. */
const brandIcons: Record<string, TablerIcon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  twitter: IconBrandX,
  youtube: IconBrandYoutube,
  whatsapp: IconBrandWhatsapp,
  telegram: IconBrandTelegram,
  tiktok: IconBrandTiktok,
};

export function SocialIcon({ name, size = 22 }: { name: string; size?: number }) {
  const Brand = Object.hasOwn(brandIcons, name.toLowerCase()) ? brandIcons[name.toLowerCase()] : undefined;
  if (!Brand) {
    // An unknown network shows its initial rather than nothing.
    return (
      <span className="social-initial" aria-hidden="true">
        {name.charAt(0).toLocaleUpperCase('tr')}
      </span>
    );
  }
  return <Brand size={size} stroke={1.75} aria-hidden="true" focusable="false" />;
}
