import type { WaitlistOfferView } from '../../shared/schemas/preRegistration';
import { http } from '../api/client';
import { waitlistOfferKey, waitlistOfferPath } from '../data/apiKeys';
import { useApiKey } from '../data/useApi';

/** GET /api/waitlist-offers/:token (issue 29): the seat offered to a person on a session's waiting list. */
export type WaitlistOffer = WaitlistOfferView;

export { waitlistOfferPath };

/** The offer a token names; a 404 (ApiError) when there is none. */
export const useWaitlistOffer = (token: string) => useApiKey((lang) => waitlistOfferKey(lang, token));

/**
 * Takes the held seat (a second call after success answers success again) or gives it up. `lang`: the page's
 * language, which the server's refusals are then written in.
 */
export const answerWaitlistOffer = (token: string, answer: 'accept' | 'decline', lang: string) =>
  http.send<{ success: boolean; message?: string }>('POST', `${waitlistOfferPath(token)}/${answer}`, {
    lang,
  });
