import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routes';
import { Icon } from '../ui/Icon';
import { OfferDetails } from './OfferDetails';
import { useWaitlistTexts } from './texts';
import type { WaitlistOffer } from './waitlistOffer';

export type OutcomeKind = 'accepted' | 'declined' | 'expired' | 'notFound';

/**
 * How an offer ended (or that there is none): a heading and a sentence saying what happens next, the seat's
 * details when known, and a way on. `announce`: the visitor's own answer just led here, so the heading takes
 * the focus and a screen reader reads the result at once.
 */
export function OfferOutcome({
  kind,
  offer,
  announce = false,
}: {
  kind: OutcomeKind;
  offer?: WaitlistOffer;
  announce?: boolean;
}) {
  const texts = useWaitlistTexts();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce]);
  const good = kind === 'accepted';
  return (
    <section
      className={`panel waitlist-offer waitlist-offer--${good ? 'good' : 'ended'}`}
      aria-labelledby={titleId}
    >
      <span className="waitlist-offer__icon" aria-hidden="true">
        <Icon name={good ? 'check' : 'alert'} size={26} />
      </span>
      <h2 id={titleId} ref={heading} className="waitlist-offer__title" tabIndex={-1}>
        {texts[`${kind}Title`]}
      </h2>
      <p className="waitlist-offer__lead">{texts[`${kind}Text`]}</p>
      {offer && <OfferDetails offer={offer} />}
      <p className="waitlist-offer__links">
        {offer?.course_slug && (
          <Link to={paths.course(offer.course_slug)} className="button button--outline">
            {texts.courseLink}
          </Link>
        )}
        <Link to={paths.contact} className="button button--outline">
          {texts.contactLink}
        </Link>
      </p>
    </section>
  );
}
