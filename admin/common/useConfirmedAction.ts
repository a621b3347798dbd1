import { type MouseEvent, useState } from 'react';
import { useFeedback } from './notifications';

/**
 * A button that asks first (ConfirmDialog), then runs `run`: the click opens the dialog (and goes no further,
 * so a row's click does not open the record); while it runs the button and dialog wait; a failure is the
 * usual 'Başarısız! …' notice; either way the dialog closes. Spread `dialog` on the ConfirmDialog.
 */
export function useConfirmedAction(run: () => Promise<void>) {
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  async function confirm() {
    setPending(true);
    try {
      await run();
    } catch (error) {
      feedback.failure(error);
    } finally {
      setPending(false);
      setOpen(false);
    }
  }
  return {
    pending,
    ask: (event: MouseEvent) => {
      event.stopPropagation();
      setOpen(true);
    },
    dialog: { open, loading: pending, onConfirm: () => void confirm(), onClose: () => setOpen(false) },
  };
}
