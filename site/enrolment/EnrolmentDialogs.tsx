import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { CourseDetail, CourseSession } from '../../shared/publicApi';
import { Loading } from '../ui/LoadState';
import { Modal } from '../ui/Modal';
import { PreRegistrationDialog } from './PreRegistrationDialog';
import { useEnrolmentTexts } from './texts';

const CourseEnquiryForm = lazy(() =>
  import('./CourseEnquiryForm').then((m) => ({ default: m.CourseEnquiryForm })),
);

type Open = { kind: 'register'; sessionId: number } | { kind: 'ask' } | null;

/**
 * The course page's dialogs: pre-registration for a session (from its row, the aside or the phone's bar)
 * and, for a course with no session, the contact form about it.
 */
export function useEnrolmentDialogs(course: CourseDetail): {
  preRegister: (session: CourseSession) => void;
  ask: () => void;
  dialogs: ReactNode;
} {
  const texts = useEnrolmentTexts();
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const preRegister = useCallback(
    (session: CourseSession) => setOpen({ kind: 'register', sessionId: session.id }),
    [],
  );
  const ask = useCallback(() => setOpen({ kind: 'ask' }), []);
  // The session as the page has it now: its seats follow the answer of the registration.
  const session =
    open?.kind === 'register' ? course.sessions.find((item) => item.id === open.sessionId) : undefined;

  const dialogs = (
    <>
      {session && (
        <PreRegistrationDialog
          key={session.id}
          courseTitle={course.title}
          courseSeoName={course.seo_name}
          session={session}
          onClose={close}
        />
      )}
      <Modal open={open?.kind === 'ask'} onClose={close} title={texts.askTitle} className="enrol-dialog">
        <p className="enrol-dialog__lead">{texts.askLead}</p>
        <Suspense fallback={<Loading lines={5} />}>
          <CourseEnquiryForm courseTitle={course.title} />
        </Suspense>
      </Modal>
    </>
  );
  return { preRegister, ask, dialogs };
}
