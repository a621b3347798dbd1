import { useParams } from 'react-router-dom';
import { ApiError } from '../../shared/httpClient';
import { QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { OfferOutcome } from '../waitlist/OfferOutcome';
import { OpenOffer } from '../waitlist/OpenOffer';
import { useWaitlistTexts } from '../waitlist/texts';
import { useWaitlistOffer, type WaitlistOffer } from '../waitlist/waitlistOffer';

/**
 * /bekleme-listesi/:token (issue 29): the seat offered by e-mail to the first person on a session's waiting
 * list, held for them until a set time; they take it or give it up here. The token is the only key, so the
 * server renders the page for each request and keeps it out of caches and search engines (shared/routes.ts
 * secretAddressRoutes).
 */
export function WaitlistOfferPage() {
  const { token = '' } = useParams();
  const texts = useWaitlistTexts();
  const offer = useWaitlistOffer(token);
  const unknown = offer.error instanceof ApiError && offer.error.status === 404;
  return (
    <>
      <PageHeader title={texts.pageTitle} />
      <div className="container section waitlist-offer-page">
        {unknown ? (
          <OfferOutcome kind="notFound" />
        ) : (
          <QueryView query={offer}>{(data) => <OfferState token={token} offer={data} />}</QueryView>
        )}
      </div>
    </>
  );
}

/** An offer as the server last knew it: still open, or already taken or run out (the e-mail opened late). */
function OfferState({ token, offer }: { token: string; offer: WaitlistOffer }) {
  if (offer.status === 'taken') return <OfferOutcome kind="accepted" offer={offer} />;
  if (offer.status === 'expired') return <OfferOutcome kind="expired" offer={offer} />;
  return <OpenOffer token={token} offer={offer} />;
}
