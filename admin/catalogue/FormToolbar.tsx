import { Box } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { EditPageDeleteButton } from '../common/TrashButton';

/**
 * Save, and on a content record's edit page move it to the trash (undoable) or, from the trash, delete it for
 * good after the spec's confirmation (then back to the list). `inline` keeps it in
 * the form on phones too, where react-admin pins it to the screen's bottom: a page of several forms (the home
 * page's blocks) would stack their buttons there.
 */
export function FormToolbar({
  deletable = false,
  inline = false,
}: {
  deletable?: boolean;
  inline?: boolean;
}) {
  return (
    <Toolbar sx={{ gap: 1, ...(inline ? { '&.RaToolbar-mobileToolbar': { position: 'static' } } : {}) }}>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      {deletable && <EditPageDeleteButton />}
    </Toolbar>
  );
}
