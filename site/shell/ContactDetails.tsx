import type { ContactInformation } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';
import { Icon, type IconName } from '../ui/Icon';
import { telHref } from './phone';

/** An item's own label, unless it only repeats the group's title ('Çalışma Saatleri' under 'Çalışma Saatleri'). */
function Label({ name, title }: { name: string; title: string }) {
  if (!name || name.toLocaleLowerCase('tr') === title.toLocaleLowerCase('tr')) return null;
  return <span className="contact-details__label">{name}</span>;
}

function Group({ icon, title, children }: { icon: IconName; title: string; children: React.ReactNode }) {
  return (
    <div className="contact-group">
      <span className="contact-group__icon">
        <Icon name={icon} />
      </span>
      <div>
        <h3 className="contact-group__title">{title}</h3>
        {children}
      </div>
    </div>
  );
}

/** Phones, e-mails, addresses, working hours and the map link of the contact information (SPEC §2). */
export function ContactDetails({ info }: { info: ContactInformation }) {
  const t = useT();
  return (
    <div className="contact-details">
      {info.telefon.length > 0 && (
        <Group icon="phone" title={t('form_input.phones')}>
          <ul>
            {info.telefon.map((item) => (
              <li key={item.id}>
                <Label name={item.name} title={t('form_input.phones')} />
                <a href={telHref(item.content)}>{item.content}</a>
              </li>
            ))}
          </ul>
        </Group>
      )}
      {info.email.length > 0 && (
        <Group icon="mail" title={t('form_input.emails')}>
          <ul>
            {info.email.map((item) => (
              <li key={item.id}>
                <Label name={item.name} title={t('form_input.emails')} />
                <a href={`mailto:${item.content}`}>{item.content}</a>
              </li>
            ))}
          </ul>
        </Group>
      )}
      {info.adres.length > 0 && (
        <Group icon="pin" title={t('form_input.addresses')}>
          <ul>
            {info.adres.map((item) => (
              <li key={item.id}>
                <Label name={item.name} title={t('form_input.addresses')} />
                <address>{item.content}</address>
              </li>
            ))}
          </ul>
          {info.source_link[0] && (
            <a
              className="contact-details__map"
              href={info.source_link[0].content}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('form_input.show_on_map')}
              <Icon name="external" size={14} />
            </a>
          )}
        </Group>
      )}
      {info.shift.length > 0 && (
        <Group icon="clock" title={t('form_input.working_hours')}>
          <ul>
            {info.shift.map((item) => (
              <li key={item.id}>
                <Label name={item.name} title={t('form_input.working_hours')} />
                {item.content}
              </li>
            ))}
          </ul>
        </Group>
      )}
    </div>
  );
}
