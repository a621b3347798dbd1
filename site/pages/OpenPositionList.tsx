import { useId } from 'react';
import { plainFormAnchors, positionQuery } from '../../shared/plainForms';
import type { OpenPositionItem } from '../../shared/publicApi';
import { useOpenPositions } from '../data/useOpenPositions';
import { usePageAddress } from '../forms/plainPost';
import { type TextKey, useT } from '../i18n/DictionaryContext';
import { useContentLanguage } from '../i18n/contentLanguage';
import { IconFact } from '../ui/IconFact';
import { ItemList } from '../ui/ItemList';
import { QueryView } from '../ui/LoadState';

const employmentTypeKeys: Record<OpenPositionItem['employment_type'], TextKey> = {
  full_time: 'home.employment_full_time',
  part_time: 'home.employment_part_time',
  internship: 'home.employment_internship',
  project: 'home.employment_project',
};

function PositionCard({
  position,
  onApply,
}: {
  position: OpenPositionItem;
  onApply: (title: string) => void;
}) {
  const t = useT();
  const titleId = useId();
  const address = usePageAddress();
  const search = new URLSearchParams({ [positionQuery]: position.title });
  // A position not written in the page's language shows its Turkish title and text, marked (issue 30).
  const written = useContentLanguage(position.content_lang);
  return (
    <article className="position-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="position-card__title" {...written}>
        {position.title}
      </h3>
      <ul className="position-card__meta">
        {position.location && (
          <IconFact icon="pin" label={t('home.position_location')}>
            {position.location}
          </IconFact>
        )}
        <IconFact icon="briefcase" label={t('home.position_type')}>
          {t(employmentTypeKeys[position.employment_type])}
        </IconFact>
      </ul>
      {position.description && (
        <p className="position-card__text" {...written}>
          {position.description}
        </p>
      )}
      {/* The visible word alone would read "Başvur" three times over to a screen reader; the label starts with it. */}
      {/* A link to the form with the position named in the address: without JavaScript the server renders the
          form with it filled in; with JavaScript the form takes it in place, without a new page. */}
      <a
        className="button button--outline"
        href={`${address}?${search}#${plainFormAnchors['human-resources']}`}
        aria-label={`${t('home.position_apply')}: ${position.title}`}
        onClick={(event) => {
          event.preventDefault();
          onApply(position.title);
        }}
      >
        {t('home.position_apply')}
      </a>
    </article>
  );
}

/**
 * The open positions of the careers page (issue 16), above the application form: "Başvur" on one hands its
 * title to the form's position field. With none open, it says so and invites a general application.
 */
export function OpenPositionList({ onApply }: { onApply: (title: string) => void }) {
  const t = useT();
  const query = useOpenPositions();
  return (
    <section className="careers__positions" aria-labelledby="careers-positions">
      <h2 id="careers-positions" className="section-heading__title">
        {t('home.positions_title')}
      </h2>
      <QueryView query={query} compact>
        {(positions) =>
          positions.length === 0 ? (
            <p className="empty">{t('home.positions_none')}</p>
          ) : (
            <ItemList items={positions} className="position-list">
              {(position) => <PositionCard position={position} onApply={onApply} />}
            </ItemList>
          )
        }
      </QueryView>
    </section>
  );
}
