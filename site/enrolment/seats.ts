import type { CourseSession } from '../../shared/publicApi';

/** At or below this many seats left a session shows "Son N kontenjan". */
export const fewSeatsThreshold = 5;

export type SeatState =
  { kind: 'unlimited' } | { kind: 'open'; left: number } | { kind: 'few'; left: number } | { kind: 'full' };

/** What a session's seats say to a visitor: no limit, plenty, few, or none (then the waiting list). */
export function seatState(session: Pick<CourseSession, 'seats_left'>): SeatState {
  const left = session.seats_left;
  if (left === null) return { kind: 'unlimited' };
  if (left <= 0) return { kind: 'full' };
  return left <= fewSeatsThreshold ? { kind: 'few', left } : { kind: 'open', left };
}

export const isFull = (session: Pick<CourseSession, 'seats_left'>) => seatState(session).kind === 'full';
