import { useRecordContext, useTranslate } from 'react-admin';
import {
  preRegistrationUpdateLimits,
  preRegistrationUpdateSchema,
} from '../../shared/schemas/preRegistration';
import { RequestEdit } from '../common/RequestEdit';
import { yupValidate } from '../common/yupValidate';
import { PreRegistrationDetails } from './PreRegistrationDetails';
import type { PreRegistrationRecord } from './preRegistrationTypes';
import { StatusPipelineInput } from './StatusPipelineInput';
import { useRefreshNewCount } from './useNewPreRegistrationCount';
import { WaitlistPanel } from './WaitlistQueue';

const validate = yupValidate(preRegistrationUpdateSchema);

function EditTitle() {
  const record = useRecordContext<PreRegistrationRecord>();
  const translate = useTranslate();
  return <>{record ? translate('app.preRegistrations.detail', { name: record.name }) : ''}</>;
}

/**
 * One pre-registration: the visitor's details and consent (read-only), the waiting list, the pipeline and
 * the office's note (PUT /pre-registrations/:id); a save or delete counts the new ones in the menu again.
 */
export function PreRegistrationEdit() {
  const refreshCount = useRefreshNewCount();
  return (
    <RequestEdit
      title={<EditTitle />}
      validate={validate}
      ownerNoteHint="app.preRegistrations.owner_note_hint"
      ownerNoteMaxLength={preRegistrationUpdateLimits.ownerNote}
      onChanged={refreshCount}
    >
      <PreRegistrationDetails />
      <WaitlistPanel />
      <StatusPipelineInput />
    </RequestEdit>
  );
}
