import { useState } from 'react';
import { CareerForm, type ChosenPosition } from '../forms/CareerForm';
import { useT } from '../i18n/DictionaryContext';
import { Icon, type IconName } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { OpenPositionList } from './OpenPositionList';

const reasons: { icon: IconName; title: `home.${string}`; text: `home.${string}` }[] = [
  { icon: 'book', title: 'home.careers_reason1_title', text: 'home.careers_reason1_text' },
  { icon: 'users', title: 'home.careers_reason2_title', text: 'home.careers_reason2_text' },
  { icon: 'award', title: 'home.careers_reason3_title', text: 'home.careers_reason3_text' },
];

/**
 * SPEC §2 human resources (kariyer): the open positions (issue 16), why join, and the application form with
 * the CV upload; applying to a listed position fills the form's position field.
 */
export function CareersPage() {
  const t = useT();
  const [chosen, setChosen] = useState<ChosenPosition | undefined>(undefined);
  return (
    <>
      <PageHeader title={t('navbar.human_resources')} lead={t('home.careers_lead')} />
      <div className="container section careers">
        <OpenPositionList
          onApply={(title) => setChosen((previous) => ({ title, times: (previous?.times ?? 0) + 1 }))}
        />
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
          <CareerForm chosenPosition={chosen} />
        </Panel>
      </div>
    </>
  );
}
