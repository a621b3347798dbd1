import type { MouseEvent } from 'react';
import { sessionQuery } from '../../shared/plainForms';
import type { CourseSession } from '../../shared/publicApi';
import { localizedPath, paths } from '../../shared/routes';
import { contactFormAnchor } from '../forms/plainPost';
import { isFull } from './seats';
import { useEnrolmentTexts } from './texts';

/** The course page's (empty, hidden) form that asks for the page again with ?oturum=<id>#on-kayit. */
export const sessionChoiceForm = 'oturum-secimi';

/**
 * The attributes that make a session's "Ön Kayıt" button work without JavaScript: it submits the course page's
 * session choice form (a GET of the page with ?oturum=<id>), which then shows that session's form inline. With
 * JavaScript the click opens the dialog and the form is never submitted.
 */
export function sessionChoice(session: CourseSession, open: (session: CourseSession) => void) {
  return {
    type: 'submit',
    form: sessionChoiceForm,
    name: sessionQuery,
    value: String(session.id),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      open(session);
    },
  } as const;
}

/**
 * The same for a course without a session: its "Bilgi Al" button opens the question dialog, and without
 * JavaScript leads to the contact form of the contact page in the page's language.
 */
export function askChoice(lang: string, ask: () => void) {
  return {
    type: 'submit',
    form: sessionChoiceForm,
    formAction: `${localizedPath(lang, paths.contact)}#${contactFormAnchor}`,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      ask();
    },
  } as const;
}

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
      className={`button button--small${full ? ' button--outline' : ''} ${className}`.trim()}
      aria-label={`${label}: ${sessionName}`}
      {...sessionChoice(session, onOpen)}
    >
      {label}
    </button>
  );
}
