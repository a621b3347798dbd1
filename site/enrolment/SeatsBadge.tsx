import type { CourseSession } from '../../shared/publicApi';
import { seatState } from './seats';
import { useEnrolmentTexts } from './texts';

/** The seats left of a session: "12 kişilik kontenjan", "Son 3 kontenjan" or "Kontenjan dolu". */
export function SeatsBadge({ session }: { session: Pick<CourseSession, 'seats_left'> }) {
  const texts = useEnrolmentTexts();
  const state = seatState(session);
  if (state.kind === 'unlimited') return null;
  const text =
    state.kind === 'full'
      ? texts.seatsFull
      : state.kind === 'few'
        ? texts.seatsFew(state.left)
        : texts.seatsLeft(state.left);
  return <span className={`seats seats--${state.kind}`}>{text}</span>;
}
