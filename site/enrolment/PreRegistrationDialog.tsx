import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CourseSession } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';
import { DoneNotice } from '../ui/DoneNotice';
import { Loading } from '../ui/LoadState';
import { Modal } from '../ui/Modal';
import type { PreRegistrationAnswer } from './PreRegistrationForm';
import { isFull } from './seats';
import { SessionSummary } from './SessionSummary';
import { useEnrolmentTexts } from './texts';
import { useSeatsUpdate } from './useSeatsUpdate';

// The form (and yup with it) loads only when a visitor opens it.
const PreRegistrationForm = lazy(() =>
  import('./PreRegistrationForm').then((m) => ({ default: m.PreRegistrationForm })),
);

interface Outcome {
  waitlist: boolean;
  message: string;
}

function Confirmation({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const t = useT();
  const ok = useRef<HTMLButtonElement>(null);
  // The form's submit button had focus and is gone: the confirmation's button takes it.
  useEffect(() => ok.current?.focus(), []);
  return (
    <DoneNotice message={outcome.message}>
      <div className="form__actions">
        <button ref={ok} type="button" className="button" onClick={onClose}>
          {t('form_input.ok')}
        </button>
      </div>
    </DoneNotice>
  );
}

/** "Ön Kayıt" for one session: its summary and the form, then the answer's message in the same dialog. */
export function PreRegistrationDialog({
  courseTitle,
  courseSeoName,
  session,
  onClose,
}: {
  courseTitle: string;
  courseSeoName: string;
  session: CourseSession;
  onClose: () => void;
}) {
  const texts = useEnrolmentTexts();
  const updateSeats = useSeatsUpdate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onDone = (answer: PreRegistrationAnswer) => {
    const { waitlist, seats_left } = answer.data;
    // The server words its answer in the visitor's language (the `_lang` cookie): shown as it comes.
    setOutcome({ waitlist, message: answer.message });
    updateSeats(courseSeoName, session.id, seats_left);
  };

  const title = outcome
    ? outcome.waitlist
      ? texts.waitlisted
      : texts.registered
    : isFull(session)
      ? texts.waitlistTitle
      : texts.dialogTitle;
  return (
    <Modal open onClose={onClose} title={title} className="enrol-dialog">
      <SessionSummary courseTitle={courseTitle} session={session} />
      {outcome ? (
        <Confirmation outcome={outcome} onClose={onClose} />
      ) : (
        <Suspense fallback={<Loading lines={6} />}>
          <PreRegistrationForm session={session} onDone={onDone} />
        </Suspense>
      )}
    </Modal>
  );
}
