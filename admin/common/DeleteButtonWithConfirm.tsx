import type { MouseEvent, ReactNode } from 'react';
import { Button } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import type { useDeleteDialog } from './useDeleteDialog';

export interface DeleteButtonWithConfirmProps {
  label: string;
  icon: ReactNode;
  /** The delete's state: useDeleteDialog. */
  dialog: ReturnType<typeof useDeleteDialog>;
  disabled?: boolean;
  /** What the click does; by default it opens the confirmation. */
  onAsk?: (event: MouseEvent) => void;
  onConfirm: () => void;
  /** What goes, already worded, under the spec's question. */
  detail?: string;
}

/**
 * A delete button in the error colour and the spec's confirmation it opens (SPEC §5), for one record
 * (ConfirmDeleteButton) or the selected rows (BulkConfirmDeleteButton). The button is off while the request
 * is on its way.
 */
export function DeleteButtonWithConfirm({
  label,
  icon,
  dialog,
  disabled,
  onAsk = dialog.ask,
  onConfirm,
  detail,
}: DeleteButtonWithConfirmProps) {
  return (
    <>
      <Button label={label} color="error" disabled={disabled || dialog.pending} onClick={onAsk}>
        {icon}
      </Button>
      <ConfirmDialog
        open={dialog.open}
        loading={dialog.pending}
        onConfirm={onConfirm}
        onClose={dialog.close}
        detail={detail}
      />
    </>
  );
}
