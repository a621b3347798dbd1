import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Confirm } from 'react-admin';

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
}

/**
 * The one confirmation dialog of the back office. Without texts it asks the spec's delete question:
 * 'Emin Misin?!' / 'Kalıcı Olarak Silinecek!' with 'Evet, Sil!' and 'İptal'.
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
}: ConfirmDialogProps) {
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title={title}
      content={content}
      confirm={confirm}
      cancel={cancel}
      confirmColor={destructive ? 'warning' : 'primary'}
      ConfirmIcon={destructive ? DeleteForeverIcon : undefined}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
