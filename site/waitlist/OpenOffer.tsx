import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../shared/httpClient';
import { useLanguage } from '../i18n/LanguageContext';
import { formatDate, formatTime } from '../ui/format';
import { Icon } from '../ui/Icon';
import { OfferDetails } from './OfferDetails';
import { OfferOutcome, type OutcomeKind } from './OfferOutcome';
import { useWaitlistTexts } from './texts';
import { answerWaitlistOffer, type WaitlistOffer } from './waitlistOffer';

/** What an answer's failure means for the page: the offer ended meanwhile, or a problem to show and retry. */
function outcomeOfFailure(error: unknown): OutcomeKind | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410) return 'expired';
  if (error.status === 404) return 'notFound';
  return null;
}

/**
 * The server's own refusal (written in the page's language: a seat already taken cannot be given up here)
 * or, for a failure without one (network, server error), a plain "try again".
 */
const problemOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body?.message
    ? error.body.message
    : fallback;

/**
 * A seat held for the visitor: what it is, until when it is held, and the two answers. Giving the seat up
 * cannot be undone (it goes to the next person), so it asks once more before it is sent.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function OpenOffer({ token, offer }: { token: string; offer: WaitlistOffer }) {
  const texts = useWaitlistTexts();
  const { lang } = useLanguage();
  const titleId = useId();
  const [outcome, setOutcome] = useState<OutcomeKind | null>(null);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The button pressed disappears with the question: the focus goes to its replacement, not to the page.
  const keepSeat = useRef<HTMLButtonElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirmingDecline) keepSeat.current?.focus();
    else if (asked.current) declineButton.current?.focus();
    asked.current = confirmingDecline;
  }, [confirmingDecline]);

  if (outcome) {
    return <OfferOutcome kind={outcome} offer={outcome === 'notFound' ? undefined : offer} announce />;
  }

  const answer = async (choice: 'accept' | 'decline') => {
    setSending(true);
    setProblem(null);
    try {
      await answerWaitlistOffer(token, choice, lang);
      setOutcome(choice === 'accept' ? 'accepted' : 'declined');
    } catch (error) {
      const ended = outcomeOfFailure(error);
      if (ended) setOutcome(ended);
      else setProblem(problemOf(error, texts.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="panel waitlist-offer" aria-labelledby={titleId} aria-busy={sending}>
      <span className="waitlist-offer__icon" aria-hidden="true">
        <Icon name="users" size={26} />
      </span>
      <h2 id={titleId} className="waitlist-offer__title">
        {texts.openTitle}
      </h2>
      <p className="waitlist-offer__lead">{texts.openLead}</p>
      <OfferDetails offer={offer} />
      {offer.expires_at && (
        <p className="waitlist-offer__hold">
          <Icon name="clock" size={18} />
          <span>
            {texts.heldUntil(formatDate(offer.expires_at, lang), formatTime(offer.expires_at, lang))}
          </span>
        </p>
      )}
      {problem && (
        <p className="waitlist-offer__problem" role="alert">
          {problem}
        </p>
      )}
      {confirmingDecline ? (
        <div className="waitlist-offer__confirm" role="group" aria-label={texts.decline}>
          <p>{texts.declineQuestion}</p>
          <div className="waitlist-offer__actions">
            <button
              ref={keepSeat}
              type="button"
              className="button button--outline"
              onClick={() => setConfirmingDecline(false)}
              disabled={sending}
            >
              {texts.declineCancel}
            </button>
            <button
              type="button"
              className="button waitlist-offer__danger"
              onClick={() => void answer('decline')}
              disabled={sending}
            >
              {sending ? texts.sending : texts.declineConfirm}
            </button>
          </div>
        </div>
      ) : (
        <div className="waitlist-offer__actions">
          <button
            type="button"
            className="button button--large"
            onClick={() => void answer('accept')}
            disabled={sending}
          >
            <Icon name="check" size={18} />
            {sending ? texts.sending : texts.accept}
          </button>
          <button
            ref={declineButton}
            type="button"
            className="button button--outline button--large"
            onClick={() => setConfirmingDecline(true)}
            disabled={sending}
          >
            {texts.decline}
          </button>
        </div>
      )}
      <noscript>
        <p className="waitlist-offer__noscript">{texts.noScript}</p>
      </noscript>
    </section>
  );
}
