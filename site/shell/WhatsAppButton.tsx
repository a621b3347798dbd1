import { useContactInformation } from '../data/useContactInformation';
import { useT } from '../i18n/DictionaryContext';
import { IconBrandWhatsapp } from '../ui/icons/tabler';
import { whatsappLink } from './whatsapp';

/**
 * A round WhatsApp button in the bottom corner on phones (shell.css hides it on wider screens), when the
 * contact information has a WhatsApp number. It sits above the course page's enrolment bar and the cookie
 * banner, never over them, and lifts the back-to-top button above itself. In a landmark of its own: on the
 * page's edge it belongs to no other, and every piece of a page belongs to one (axe's region rule).
 */
export function WhatsAppButton() {
  const t = useT();
  const { data: info } = useContactInformation();
  const href = whatsappLink(info);
  if (!href) return null;
  const label = t('footer.whatsapp');
  return (
    <aside className="whatsapp-button" aria-label={label}>
      <a
        className="whatsapp-button__link"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        <IconBrandWhatsapp size={30} stroke={1.75} aria-hidden="true" focusable="false" />
      </a>
    </aside>
  );
}
