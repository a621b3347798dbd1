import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BooleanInput,
  Create,
  SaveButton,
  setSubmissionErrors,
  Toolbar,
  useRedirect,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { TextInput } from '../common/SchemaInputs';
import { useFormContext } from 'react-hook-form';
import { languageCreateSchema } from '../../shared/schemas/language';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useFeedback, useFormFailure } from '../common/notifications';
import { activeLanguagesKey } from '../common/useActiveLanguages';
import { yupValidate } from '../common/yupValidate';
import { AdminSimpleForm } from '../common/AdminForms';
import { LanguageNameInput } from './LanguageNameInput';

const validate = yupValidate(languageCreateSchema);

/** SPEC §5: adding a language asks 'Onaylıyor Musunuz?' / 'Sistemde Dil Oluşturulacak!' first. */
function ConfirmingToolbar() {
  const { trigger, handleSubmit, setError } = useFormContext();
  const { save, saving } = useSaveContext();
  const [open, setOpen] = useState(false);
  const submit = handleSubmit(async (values) => {
    setOpen(false);
    const errors = await save?.(values);
    if (errors) setSubmissionErrors(errors, setError);
  });
  return (
    <Toolbar>
      <SaveButton
        type="button"
        alwaysEnable
        disabled={saving}
        onClick={async (event) => {
          event.preventDefault();
          if (await trigger()) setOpen(true);
        }}
      />
      <ConfirmDialog
        open={open}
        destructive={false}
        title="app.languages.confirm_title"
        content="app.languages.confirm_content"
        confirm="app.languages.confirm"
        onConfirm={() => void submit()}
        onClose={() => setOpen(false)}
      />
    </Toolbar>
  );
}

export function LanguageCreate() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const failure = useFormFailure();
  const feedback = useFeedback();
  const redirect = useRedirect();
  return (
    <Create
      title="app.languages.create"
      mutationOptions={{
        ...failure,
        onSuccess: (data: { id: number }) => {
          feedback.success('success');
          void queryClient.invalidateQueries({ queryKey: activeLanguagesKey });
          // Straight on to translating the copied texts.
          redirect('edit', 'languages', data.id);
        },
      }}
    >
      <AdminSimpleForm
        validate={validate}
        toolbar={<ConfirmingToolbar />}
        defaultValues={{ active: 0 }}
        sx={{ maxWidth: 640 }}
      >
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('app.languages.create_hint')}
        </Alert>
        <TextInput source="abbr" helperText="app.languages.abbr_hint" fullWidth />
        <LanguageNameInput />
        <BooleanInput
          source="active"
          helperText="app.languages.active_hint"
          format={(value: unknown) => value === 1 || value === true}
          parse={(value: boolean) => (value ? 1 : 0)}
        />
      </AdminSimpleForm>
    </Create>
  );
}
