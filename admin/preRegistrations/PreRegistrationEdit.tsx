import {
  Edit,
  ListButton,
  SaveButton,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  preRegistrationUpdateLimits,
  preRegistrationUpdateSchema,
} from '../../shared/schemas/preRegistration';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { useFeedback, useFormFailure } from '../common/notifications';
import { yupValidate } from '../common/yupValidate';
import { PreRegistrationDetails } from './PreRegistrationDetails';
import type { PreRegistrationRecord } from './preRegistrationTypes';
import { StatusPipelineInput } from './StatusPipelineInput';
import { useRefreshNewCount } from './useNewPreRegistrationCount';
import { WaitlistPanel } from './WaitlistQueue';
import { AdminSimpleForm } from '../common/AdminForms';

const validate = yupValidate(preRegistrationUpdateSchema);

function EditTitle() {
  const record = useRecordContext<PreRegistrationRecord>();
  const translate = useTranslate();
  return <>{record ? translate('app.preRegistrations.detail', { name: record.name }) : ''}</>;
}

/** Save; and delete for good after the confirmation (KVKK: a person may ask to be removed). */
function FormToolbar() {
  const refreshCount = useRefreshNewCount();
  return (
    <Toolbar sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
      <SaveButton />
      <ConfirmDeleteButton label="app.common.delete_forever" redirect="list" onDeleted={refreshCount} />
    </Toolbar>
  );
}

/**
 * One pre-registration: the visitor's details and consent (read-only), the pipeline and the office's note.
 * Only `status` and `owner_note` travel on save (PUT /pre-registrations/:id); the page stays open after it.
 */
export function PreRegistrationEdit() {
  const feedback = useFeedback();
  const failure = useFormFailure();
  const refreshCount = useRefreshNewCount();
  return (
    <Edit<PreRegistrationRecord>
      title={<EditTitle />}
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <ListButton label="app.common.back" />
        </TopToolbar>
      }
      transform={(data) => ({ status: data.status, owner_note: data.owner_note ?? '' })}
      mutationOptions={{
        ...failure,
        onSuccess: () => {
          feedback.success('updated');
          refreshCount();
        },
      }}
      sx={{ maxWidth: 920 }}
    >
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar />} sx={{ p: { xs: 2, md: 3 } }}>
        <PreRegistrationDetails />
        <WaitlistPanel />
        <StatusPipelineInput />
        <TextInput
          source="owner_note"
          multiline
          minRows={3}
          fullWidth
          helperText="app.preRegistrations.owner_note_hint"
          slotProps={{ htmlInput: { maxLength: preRegistrationUpdateLimits.ownerNote } }}
        />
      </AdminSimpleForm>
    </Edit>
  );
}
