import DeleteIcon from '@mui/icons-material/Delete';
import {
  type RaRecord,
  type RedirectionSideEffect,
  useDelete,
  useGetRecordRepresentation,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { DeleteButtonWithConfirm } from './DeleteButtonWithConfirm';
import { recordName } from './recordName';
import { useDeleteDialog } from './useDeleteDialog';

export interface ConfirmDeleteButtonProps {
  /** Defaults to the record and resource of the surrounding list row or form. */
  record?: RaRecord;
  resource?: string;
  /** Where to go after deleting (an edit page goes back to its list); nothing by default. */
  redirect?: RedirectionSideEffect;
  label?: string;
  onDeleted?: (record: RaRecord) => void;
  disabled?: boolean;
  /** A record of a content list's trash: deleted for good (DELETE /<path>/:id/permanent), files and all. */
  permanent?: boolean;
}

/**
 * Deletes one record after the spec's confirmation (SPEC §5), naming the record (its resource's
 * recordRepresentation) under the spec's text, then 'Silindi!'; on failure 'Başarısız!' with
 * the server's reason or 'Silme İşleminde Hata Oldu. Tekrar Deneyiniz!'. Nothing is removed from the screen
 * before the server agrees.
 */
export function ConfirmDeleteButton({
  record: recordProp,
  resource: resourceProp,
  redirect: redirectTo = false,
  permanent = false,
  label = permanent ? 'app.common.delete_forever' : 'ra.action.delete',
  onDeleted,
  disabled,
}: ConfirmDeleteButtonProps) {
  const record = useRecordContext({ record: recordProp });
  const resource = useResourceContext({ resource: resourceProp });
  const [deleteOne, { isPending }] = useDelete();
  const dialog = useDeleteDialog(isPending);
  const redirect = useRedirect();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();

  if (!record || !resource) return null;
  const name = recordName(represent(record));

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record, meta: permanent ? { permanent } : undefined },
      dialog.settle(() => {
        onDeleted?.(record);
        if (redirectTo !== false) redirect(redirectTo, resource);
      }),
    );

  return (
    <DeleteButtonWithConfirm
      label={label}
      icon={<DeleteIcon />}
      dialog={dialog}
      disabled={disabled}
      onAsk={(event) => {
        // Inside a clickable row the click must not open the record as well.
        event.stopPropagation();
        dialog.ask();
      }}
      onConfirm={confirm}
      detail={name ? translate('app.deleting.record', { name }) : undefined}
    />
  );
}
