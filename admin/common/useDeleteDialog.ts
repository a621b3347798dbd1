import { useState } from 'react';
import { useFeedback } from './notifications';

/**
 * The state of a delete that asks first: whether its ConfirmDialog is open, whether the delete's request is
 * on its way (`pending`, the mutation's isPending), and `settle(after)`, the delete's mutation options.
 * Nothing leaves the screen before the server agrees (pessimistic); then the dialog closes and 'Silindi!'
 * shows before `after`, or 'Başarısız!' with the server's reason (else the spec's 'Silme İşleminde Hata
 * Oldu. Tekrar Deneyiniz!').
 */
export function useDeleteDialog(pending: boolean) {
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  const settle = (after?: () => void) => ({
    mutationMode: 'pessimistic' as const,
    onSuccess: () => {
      setOpen(false);
      feedback.success('deleted');
      after?.();
    },
    onError: (error: unknown) => {
      setOpen(false);
      feedback.failure(error, 'delete_failed');
    },
  });
  return { open, pending, ask: () => setOpen(true), close: () => setOpen(false), settle };
}
