import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { eraseWord } from './personalDataApi';
import type { FoundGroup } from './personalDataTypes';

/**
 * "Kalıcı Olarak Sil": names what goes, table by table with counts, and waits for the word SİL before the
 * button works, so an erasure is never one slip of the mouse.
 */
export function EraseDialog({
  open,
  groups,
  files,
  erasing,
  onConfirm,
  onClose,
}: {
  open: boolean;
  groups: FoundGroup[];
  files: number;
  erasing: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'tr';
  const [typed, setTyped] = useState('');
  const titleId = useId();
  // Typed on a Turkish keyboard or not: "sil" written in capitals as "SIL" is not the word.
  const confirmed = typed.trim().toLocaleUpperCase('tr') === eraseWord;
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={erasing ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate('app.personalData.erase_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.personalData.erase_intro')}</DialogContentText>
        <List dense sx={{ listStyle: 'disc', pl: 3 }}>
          {groups
            .filter((group) => group.count > 0)
            .map((group) => (
              <ListItem key={group.table} sx={{ display: 'list-item', py: 0 }}>
                {group.label[lang]}: {translate('app.personalData.count', { smart_count: group.count })}
              </ListItem>
            ))}
          {files > 0 && (
            <ListItem sx={{ display: 'list-item', py: 0 }}>
              {translate('app.personalData.erase_files', { smart_count: files })}
            </ListItem>
          )}
        </List>
        <TextField
          autoFocus
          fullWidth
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          label={translate('app.personalData.erase_type', { word: eraseWord })}
          autoComplete="off"
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={erasing}>
          {translate('app.confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteForeverIcon />}
          disabled={!confirmed || erasing}
          onClick={() => {
            setTyped('');
            onConfirm();
          }}
        >
          {translate('app.personalData.erase_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
