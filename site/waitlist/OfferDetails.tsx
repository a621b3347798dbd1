import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageContext';
import { paths } from '../../shared/routes';
import { formatDate, formatTime } from '../ui/format';
import { useWaitlistTexts } from './texts';
import type { WaitlistOffer } from './waitlistOffer';

/** The seat an offer is about: course (linked to its page), session date and time in Istanbul, place, people. */
export function OfferDetails({ offer }: { offer: WaitlistOffer }) {
  const texts = useWaitlistTexts();
  const { lang } = useLanguage();
  return (
    <dl className="waitlist-offer__facts" aria-label={texts.detailsLabel}>
      <div>
        <dt>{texts.course}</dt>
        <dd>
          {offer.course_slug ? (
            <Link to={paths.course(offer.course_slug)}>{offer.course}</Link>
          ) : (
            offer.course
          )}
        </dd>
      </div>
      <div>
        <dt>{texts.date}</dt>
        <dd>
          <time dateTime={offer.session_starts_at}>
            {formatDate(offer.session_starts_at, lang)} · {formatTime(offer.session_starts_at, lang)}
          </time>
        </dd>
      </div>
      {offer.session_place ? (
        <div>
          <dt>{texts.place}</dt>
          <dd>{offer.session_place}</dd>
        </div>
      ) : null}
      <div>
        <dt>{texts.participants}</dt>
        <dd>{texts.participantCount(offer.participants)}</dd>
      </div>
    </dl>
  );
}
