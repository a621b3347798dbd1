import type { ReactNode } from 'react';
import type { ContactInformation, ContactInformationItem } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon, type IconName } from '../ui/Icon';
import { ItemList } from '../ui/ItemList';
import { telHref } from './phone';
import { PhoneText } from './PhoneText';

/** An item's own label, unless it only repeats the group's title ('Çalışma Saatleri' under 'Çalışma Saatleri'). */
function Label({ name, title }: { name: string; title: string }) {
  if (!name || name.toLocaleLowerCase('tr') === title.toLocaleLowerCase('tr')) return null;
  return <span className="contact-details__label">{name}</span>;
}

/**
 * One section of the contact information (the phones, the e-mails…) under its icon and title, each item with
 * its own label and its content as `show` writes it; nothing when the section is empty.
 */
function Group({
  icon,
  title,
  items,
  show,
  children,
}: {
  icon: IconName;
  title: string;
  items: ContactInformationItem[];
  show: (content: string) => ReactNode;
  /** What follows the list (the map link after the addresses). */
  children?: ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <div className="contact-group">
      <span className="contact-group__icon">
        <Icon name={icon} />
      </span>
      <div className="contact-group__body">
        <h3 className="contact-group__title">{title}</h3>
        <ItemList items={items}>
          {(item) => (
            <>
              <Label name={item.name} title={title} />
              {show(item.content)}
            </>
          )}
        </ItemList>
        {children}
      </div>
    </div>
  );
}

/** An address that must wrap on a small screen wraps before its "@", not at a letter in the middle. */
function breakableEmail(email: string): ReactNode {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** Phones, e-mails, addresses, working hours and the map link of the contact information (SPEC §2). */
export function ContactDetails({ info }: { info: ContactInformation }) {
  const t = useT();
  return (
    <div className="contact-details">
      <Group
        icon="phone"
        title={t('form_input.phones')}
        items={info.telefon}
        show={(phone) => (
          <a href={telHref(phone)}>
            <PhoneText phone={phone} />
          </a>
        )}
      />
      <Group
        icon="mail"
        title={t('form_input.emails')}
        items={info.email}
        show={(email) => <a href={`mailto:${email}`}>{breakableEmail(email)}</a>}
      />
      <Group
        icon="pin"
        title={t('form_input.addresses')}
        items={info.adres}
        show={(address) => <address>{address}</address>}
      >
        {info.source_link[0] && (
          <ExternalLink className="contact-details__map" href={info.source_link[0].content} iconSize={14}>
            {t('form_input.show_on_map')}
          </ExternalLink>
        )}
      </Group>
      <Group icon="clock" title={t('form_input.working_hours')} items={info.shift} show={(hours) => hours} />
    </div>
  );
}
