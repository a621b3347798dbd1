import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CourseDetail } from '../../shared/publicApi';
import { plainFormAnchors, sessionQuery } from '../../shared/plainForms';
import { SentNotice, usePageAddress, useSentAfterPost } from '../forms/plainPost';
import { useT } from '../i18n/DictionaryContext';
import { Loading } from '../ui/LoadState';
import type { PreRegistrationAnswer } from './PreRegistrationForm';
import { isFull } from './seats';
import { sessionChoiceForm } from './SessionActions';
import { SessionSummary } from './SessionSummary';
import { useEnrolmentTexts } from './texts';
import { useSeatsUpdate } from './useSeatsUpdate';

// Loaded only on the address that asks for the form (?oturum=…), like the dialog's.
const PreRegistrationForm = lazy(() =>
  import('./PreRegistrationForm').then((m) => ({ default: m.PreRegistrationForm })),
);

/** Where the server's answer to a plain pre-registration post comes back to (scriptlessForms.ts). */
export const preRegistrationAnchor = plainFormAnchors['pre-registration'];

/**
 * Pre-registration without JavaScript (issue 32). A session's "Ön Kayıt" button submits the hidden form here,
 * which asks for this page with ?oturum=<id>#on-kayit; the page, rendered by the server, then shows that
 * session's form here, posted plainly to /forms/pre-registration. After the post the server sends the visitor
 * back with ?gonderildi=1 (or =bekleme for the waiting list) and this says so. With JavaScript the buttons
 * open the dialog instead, and a visitor who lands on such an address gets the same form, sent through fetch.
 */
export function PreRegistrationSection({ course }: { course: CourseDetail }) {
  const t = useT();
  const texts = useEnrolmentTexts();
  const headingId = useId();
  const address = usePageAddress();
  const sent = useSentAfterPost();
  const chosen = Number(new URLSearchParams(useLocation().search).get(sessionQuery));
  const session = course.sessions.find((item) => item.id === chosen);
  const updateSeats = useSeatsUpdate();
  const [answer, setAnswer] = useState<PreRegistrationAnswer | null>(null);

  const choice = (
    <form id={sessionChoiceForm} method="get" action={`${address}#${preRegistrationAnchor}`} hidden />
  );
  const section = (title: string, content: ReactNode) => (
    <section id={preRegistrationAnchor} className="detail__block" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail__heading">
        {title}
      </h2>
      {content}
    </section>
  );

  if (sent) {
    const waitlisted = sent === 'bekleme';
    return (
      <>
        {choice}
        {section(
          texts.dialogTitle,
          <SentNotice
            title={waitlisted ? texts.waitlisted : texts.registered}
            body={waitlisted ? texts.waitlistedBody : t('form_error.yetkililere_iletildi')}
          />,
        )}
      </>
    );
  }
  if (!session) return choice;
  const onDone = (done: PreRegistrationAnswer) => {
    setAnswer(done);
    updateSeats(course.seo_name, session.id, done.data.seats_left);
  };
  return (
    <>
      {choice}
      {section(
        isFull(session) ? texts.waitlistTitle : texts.dialogTitle,
        <>
          <SessionSummary courseTitle={course.title} session={session} />
          {answer ? (
            <SentNotice
              title={answer.data.waitlist ? texts.waitlisted : texts.registered}
              body={answer.message}
            />
          ) : (
            <Suspense fallback={<Loading lines={6} />}>
              <PreRegistrationForm session={session} onDone={onDone} />
            </Suspense>
          )}
        </>,
      )}
    </>
  );
}
