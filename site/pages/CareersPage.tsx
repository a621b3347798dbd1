import { CareerForm } from '../forms/CareerForm';
import { useT } from '../i18n/DictionaryContext';
import { Icon, type IconName } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';

const reasons: { icon: IconName; title: `home.${string}`; text: `home.${string}` }[] = [
  { icon: 'book', title: 'home.careers_reason1_title', text: 'home.careers_reason1_text' },
  { icon: 'users', title: 'home.careers_reason2_title', text: 'home.careers_reason2_text' },
  { icon: 'award', title: 'home.careers_reason3_title', text: 'home.careers_reason3_text' },
];

/** SPEC §2 human resources (kariyer): why join, and the application form with the CV upload. */
export function CareersPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('navbar.human_resources')} lead={t('home.careers_lead')} />
      <div className="container section careers">
        <section className="careers__intro" aria-labelledby="careers-why">
          <h2 id="careers-why" className="section-heading__title">
            {t('home.careers_why_title')}
          </h2>
          <ul className="reason-list">
            {reasons.map((reason) => (
              <li key={reason.title}>
                <span className="feature__badge">
                  <Icon name={reason.icon} />
                </span>
                <div>
                  <h3>{t(reason.title)}</h3>
                  <p>{t(reason.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <Panel title={t('form_input.application_title')} className="careers__form">
          <CareerForm />
        </Panel>
      </div>
    </>
  );
}
