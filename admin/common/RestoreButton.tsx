import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import {
  Button,
  type RaRecord,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { useFeedback } from './notifications';

/**
 * "Geri Al": takes one record out of the trash (PUT /<path>/:id/restore), says so with the server's words,
 * and reads the lists and the record again (it leaves the trash view, its edit page loses the banner).
 */
export function RestoreButton({
  record: recordProp,
  resource: resourceProp,
  variant,
}: {
  record?: RaRecord;
  resource?: string;
  variant?: 'text' | 'outlined' | 'contained';
}) {
  const record = useRecordContext({ record: recordProp });
  const resource = useResourceContext({ resource: resourceProp });
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const feedback = useFeedback();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (target: { resource: string; id: RaRecord['id'] }) =>
      dataProvider.restore(target.resource, target.id),
    onSuccess: ({ message }) => {
      notify(message || 'app.trash.restored', { type: 'success', messageArgs: { _: message } });
      refresh();
    },
    onError: (error) => feedback.failure(error),
  });
  if (!record || !resource) return null;
  return (
    <Button
      label="app.trash.restore"
      variant={variant}
      disabled={isPending}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        mutate({ resource, id: record.id });
      }}
    >
      <RestoreFromTrashIcon />
    </Button>
  );
}
