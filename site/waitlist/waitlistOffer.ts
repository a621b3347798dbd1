import { http } from '../api/client';
import { useApi } from '../data/useApi';

/** GET /api/waitlist-offers/:token (issue 29): the seat offered to a person on a session's waiting list. */
export interface WaitlistOffer {
  /** The course's title in the page's language. */
  course: string;
  course_slug: string;
  session_starts_at: string;
  session_place: string | null;
  participants: number;
  /** Until when the seat is held (ISO); null once the offer is no longer open. */
  expires_at: string | null;
  /** open: still held for the person; taken: they took it; expired: the hold ran out. */
  status: 'open' | 'taken' | 'expired';
}

export const waitlistOfferPath = (token: string) => `/api/waitlist-offers/${encodeURIComponent(token)}`;

/** The offer a token names; a 404 (ApiError) when there is none. */
export const useWaitlistOffer = (token: string) => useApi<WaitlistOffer>(waitlistOfferPath(token));

/**
 * Takes the held seat (a second call after success answers success again) or gives it up. `lang`: the page's
 * language, which the server's refusals are then written in.
 */
export const answerWaitlistOffer = (token: string, answer: 'accept' | 'decline', lang: string) =>
  http.send<{ success: boolean; message?: string }>('POST', `${waitlistOfferPath(token)}/${answer}`, {
    lang,
  });
