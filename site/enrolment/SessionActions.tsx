import type { CourseSession } from '../../shared/publicApi';
import { isFull } from './seats';
import { useEnrolmentTexts } from './texts';

/** "Ön Kayıt", or "Bekleme listesine yazıl" for a full session; named with its date for screen readers. */
export function PreRegisterButton({
  session,
  sessionName,
  onOpen,
  className = '',
}: {
  session: CourseSession;
  /** The course and the session's date, read after the action ("Ön Kayıt: Excel, 12 Mart 2026"). */
  sessionName: string;
  onOpen: (session: CourseSession) => void;
  className?: string;
}) {
  const texts = useEnrolmentTexts();
  const full = isFull(session);
  const label = full ? texts.joinWaitlist : texts.preRegister;
  return (
    <button
      type="button"
      className={`button button--small${full ? ' button--outline' : ''} ${className}`.trim()}
      aria-label={`${label}: ${sessionName}`}
      onClick={() => onOpen(session)}
    >
      {label}
    </button>
  );
}
