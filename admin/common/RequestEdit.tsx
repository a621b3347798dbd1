import type { ReactElement, ReactNode } from 'react';
import { ListButton, SaveButton, Toolbar, TopToolbar, type ValidateForm } from 'react-admin';
import { TextInput } from './SchemaInputs';
import { AdminSimpleForm } from './AdminForms';
import { AdminEdit } from './AdminEdit';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { useFeedback, useFormFailure } from './notifications';

type Props = {
  validate: ValidateForm;
  ownerNoteHint: string;
  ownerNoteMaxLength: number;
  title?: ReactElement;
  /** After a save or the delete, e.g. to count the new requests in the menu again. */
  onChanged?: () => void;
  /** What the visitor sent (read-only) and the pipeline's status input. */
  children: ReactNode;
};

type PipelineValues = { status: string; owner_note?: string | null };

/**
 * A request a visitor sent from the site, worked on by the office: the request read-only, its status in the
 * pipeline and the office's note. Only `status` and `owner_note` travel on save and the page stays open after
 * it; delete for good after the confirmation (KVKK: a person may ask to be removed).
 */
export function RequestEdit({
  validate,
  ownerNoteHint,
  ownerNoteMaxLength,
  title,
  onChanged,
  children,
}: Props) {
  const feedback = useFeedback();
  const failure = useFormFailure();
  return (
    <AdminEdit
      title={title}
      redirect={false}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <ListButton label="app.common.back" />
        </TopToolbar>
      }
      transform={(data: PipelineValues) => ({ status: data.status, owner_note: data.owner_note ?? '' })}
      mutationOptions={{
        ...failure,
        onSuccess: () => {
          feedback.success('updated');
          onChanged?.();
        },
      }}
      sx={{ maxWidth: 920 }}
    >
      <AdminSimpleForm
        validate={validate}
        toolbar={
          <Toolbar sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            <SaveButton />
            <ConfirmDeleteButton label="app.common.delete_forever" redirect="list" onDeleted={onChanged} />
          </Toolbar>
        }
        sx={{ p: { xs: 2, md: 3 } }}
      >
        {children}
        <TextInput
          source="owner_note"
          multiline
          minRows={3}
          fullWidth
          helperText={ownerNoteHint}
          slotProps={{ htmlInput: { maxLength: ownerNoteMaxLength } }}
        />
      </AdminSimpleForm>
    </AdminEdit>
  );
}
