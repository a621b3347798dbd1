import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import {
  type Identifier,
  type RaRecord,
  type TranslateFunction,
  useDeleteMany,
  useGetRecordRepresentation,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { DeleteButtonWithConfirm } from './DeleteButtonWithConfirm';
import { recordName } from './recordName';
import { useDeleteDialog } from './useDeleteDialog';

const namedAtMost = 3;

/**
 * «A», «B», «C» and N more: the selected rows of the page, by their resource's recordRepresentation, in a
 * sentence (`wording`: its keys for up to three names and for more; by default, that they go for good).
 */
export function selectedNames(
  ids: readonly Identifier[],
  rows: readonly RaRecord[],
  represent: (record: RaRecord) => unknown,
  translate: TranslateFunction,
  wording = { names: 'app.deleting.records', more: 'app.deleting.records_more' },
): string | undefined {
  const names = rows
    .filter((row) => ids.includes(row.id))
    .map((row) => recordName(represent(row)))
    .filter((name): name is string => Boolean(name));
  if (names.length === 0) return undefined;
  const shown = names
    .slice(0, namedAtMost)
    .map((name) => `«${name}»`)
    .join(', ');
  const more = ids.length - Math.min(names.length, namedAtMost);
  return more > 0
    ? translate(wording.more, { names: shown, smart_count: more })
    : translate(wording.names, { names: shown });
}

/**
 * Permanently deletes the selected rows of a list (a `bulkActionButtons` entry) after the spec's
 * confirmation, naming the first few of them under the spec's text; one request for all of them.
 */
export function BulkConfirmDeleteButton({ label = 'app.common.delete_forever' }: { label?: string }) {
  const { selectedIds, onUnselectItems, data } = useListContext();
  const resource = useResourceContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  const dialog = useDeleteDialog(isPending);
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();

  if (!resource) return null;

  const confirm = () => deleteMany(resource, { ids: selectedIds }, dialog.settle(onUnselectItems));

  return (
    <DeleteButtonWithConfirm
      label={label}
      icon={<DeleteForeverIcon />}
      dialog={dialog}
      onConfirm={confirm}
      detail={dialog.open ? selectedNames(selectedIds, data ?? [], represent, translate) : undefined}
    />
  );
}
