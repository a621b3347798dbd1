import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ListConfirmDialog } from '../common/ListConfirmDialog';
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
  // Typed on a Turkish keyboard or not: "sil" written in capitals as "SIL" is not the word.
  const confirmed = typed.trim().toLocaleUpperCase('tr') === eraseWord;
  const close = () => {
    setTyped('');
    onClose();
  };
  const items = groups
    .filter((group) => group.count > 0)
    .map((group) => ({
      key: group.table,
      text: `${group.label[lang]}: ${translate('app.personalData.count', { smart_count: group.count })}`,
    }));
  if (files > 0) {
    items.push({ key: 'files', text: translate('app.personalData.erase_files', { smart_count: files }) });
  }
  return (
    <ListConfirmDialog
      open={open}
      busy={erasing}
      title={translate('app.personalData.erase_title')}
      intro={translate('app.personalData.erase_intro')}
      items={items}
      confirmLabel={translate('app.personalData.erase_confirm')}
      confirmColor="error"
      confirmIcon={<DeleteForeverIcon />}
      confirmDisabled={!confirmed}
      onConfirm={() => {
        setTyped('');
        onConfirm();
      }}
      onCancel={close}
    >
      <TextField
        autoFocus
        fullWidth
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        label={translate('app.personalData.erase_type', { word: eraseWord })}
        autoComplete="off"
        sx={{ mt: 1 }}
      />
    </ListConfirmDialog>
  );
}
