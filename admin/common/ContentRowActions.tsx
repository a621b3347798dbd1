import { Stack } from '@mui/material';
import { EditButton } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { RestoreButton } from './RestoreButton';
import { TrashButton } from './TrashButton';
import { useTrashView } from './contentLists';

/**
 * A content list row's buttons (issue 28): on the records, edit and move to the trash (one click, undoable);
 * in the trash, restore and delete for good (after the spec's confirmation naming the record).
 */
export function ContentRowActions() {
  const trash = useTrashView();
  return (
    // One line: "Çöpe Taşı" broken over two lines made every row taller.
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      {trash ? (
        <>
          <RestoreButton />
          <ConfirmDeleteButton permanent />
        </>
      ) : (
        <>
          <EditButton />
          <TrashButton />
        </>
      )}
    </Stack>
  );
}
