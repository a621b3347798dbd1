import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

interface ListConfirmDialogProps {
  open: boolean;
  /** While the action runs the dialog stays open and both buttons wait. */
  busy: boolean;
  title: string;
  intro: string;
  /** What the action will touch, already worded, one bullet each; no list when empty. */
  items: readonly { key: string; text: string }[];
  /** Asked for below the list (a word to type). */
  children?: ReactNode;
  confirmLabel: string;
  confirmColor: 'error' | 'warning';
  confirmIcon: ReactNode;
  confirmDisabled: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation that names what a heavy action touches before it runs, item by item (a KVKK erasure's
 * tables, a retention purge's kinds); Esc, a click outside and "İptal" cancel it unless it is running.
 */
export function ListConfirmDialog(props: ListConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { busy, onCancel } = props;
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.intro}</DialogContentText>
        {props.items.length > 0 && (
          <List dense sx={{ listStyle: 'disc', pl: 3 }}>
            {props.items.map((item) => (
              <ListItem key={item.key} sx={{ display: 'list-item', py: 0 }}>
                {item.text}
              </ListItem>
            ))}
          </List>
        )}
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('app.confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color={props.confirmColor}
          startIcon={props.confirmIcon}
          disabled={props.confirmDisabled || busy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
