import { lazy, Suspense } from 'react';
import { altText } from '../../shared/imageAltText';
import { useContactInformation } from '../data/useContactInformation';
import { usePageContent } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { Loading, QueryView } from '../ui/LoadState';
import { Modal } from '../ui/Modal';
import { ContactDetails } from './ContactDetails';
import { useContactModal } from './ContactModalContext';
import { SocialLinks } from './SocialLinks';

// The form (and yup with it) loads only when someone opens the modal or the contact page.
const ContactForm = lazy(() => import('../forms/ContactForm').then((m) => ({ default: m.ContactForm })));

/**
 * The social links of the contact modal: home.contact_form_social_icons (image + title per language), else
 * the social media accounts. Each shows its name beside its icon in a 44 px high target, so a finger can
 * hit it and everyone can read where it leads.
 */
function ContactSocialIcons() {
  const { data } = usePageContent('home');
  const icons = data?.contact_form_social_icons?.data.items ?? [];
  if (icons.length === 0) return <SocialLinks labelled />;
  return (
    <ul className="social-links social-links--labelled social-links--images">
      {icons.map((icon) => (
        <li key={icon.uri}>
          <a href={icon.uri} target="_blank" rel="noopener noreferrer">
            <img src={icon.file_img} alt={altText(icon.file_img_alt, '')} width={20} height={20} />
            <span>{icon.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 contact modal: phones, e-mails, addresses, social icon links and the contact form. */
export function ContactModal() {
  const t = useT();
  const { isOpen, close } = useContactModal();
  const info = useContactInformation();
  return (
    <Modal open={isOpen} onClose={close} title={t('form_input.contact_title')} className="contact-modal">
      <div className="contact-modal__grid">
        <div className="contact-modal__info">
          <p className="contact-modal__intro">{t('form_input.contact_intro')}</p>
          <QueryView query={info} compact>
            {(data) => <ContactDetails info={data} />}
          </QueryView>
          <ContactSocialIcons />
        </div>
        <div className="contact-modal__form">
          <Suspense fallback={<Loading lines={5} />}>
            <ContactForm />
          </Suspense>
        </div>
      </div>
    </Modal>
  );
}
