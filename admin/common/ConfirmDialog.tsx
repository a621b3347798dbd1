import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { DialogContentText } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Translation keys; the defaults are the spec's delete confirmation (SPEC §5). */
  title?: string;
  content?: string;
  confirm?: string;
  cancel?: string;
  /** A destructive action asks in the warning colour. */
  destructive?: boolean;
  /** A line under the question naming what it is about (the records a delete removes), already worded. */
  detail?: string;
}

/**
 * The one confirmation dialog of the back office. Without texts it asks the spec's delete question:
 * 'Emin Misin?!' / 'Kalıcı Olarak Silinecek!' with 'Evet, Sil!' and 'İptal'. The spec's text stays as it
 * is; `detail` adds the record's name beneath it, so the user sees what goes before confirming.
 */
export function ConfirmDialog({
  open,
  loading,
  onConfirm,
  onClose,
  title = 'app.confirm.title',
  content = 'app.confirm.delete_content',
  confirm = 'app.confirm.delete',
  cancel = 'app.confirm.cancel',
  destructive = true,
  detail,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title={title}
      content={
        detail ? (
          <>
            <DialogContentText>{translate(content)}</DialogContentText>
            <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
              {detail}
            </DialogContentText>
          </>
        ) : (
          content
        )
      }
      confirm={confirm}
      cancel={cancel}
      confirmColor={destructive ? 'warning' : 'primary'}
      ConfirmIcon={destructive ? DeleteForeverIcon : undefined}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
