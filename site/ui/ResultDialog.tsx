import { type RefObject, useEffect } from 'react';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from './Icon';
import { Modal } from './Modal';

/** SPEC §9: a success dialog closes itself after 2500 ms. */
export const successDialogMs = 2500;

export interface ResultMessage {
  kind: 'success' | 'error';
  title: string;
  body: string;
}

/** The result of a form: success (closes itself after 2500 ms) or error (stays until closed). */
export function ResultDialog({
  message,
  onClose,
  returnFocus,
}: {
  message: ResultMessage | null;
  onClose: () => void;
  /** The form's submit button: it was disabled while sending, so focus may have left it. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  useEffect(() => {
    if (message?.kind !== 'success') return;
    const timer = setTimeout(onClose, successDialogMs);
    return () => clearTimeout(timer);
  }, [message, onClose]);

  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      returnFocus={returnFocus}
      variant="alert"
      size="small"
      className={message ? `result-dialog result-dialog--${message.kind}` : undefined}
      title={
        message && (
          <>
            <span className="result-dialog__icon">
              <Icon name={message.kind === 'success' ? 'check' : 'alert'} size={22} />
            </span>
            {message.title}
          </>
        )
      }
    >
      {message && (
        <>
          <p className="result-dialog__body">{message.body}</p>
          <div className="result-dialog__actions">
            <button type="button" className="button" data-autofocus onClick={onClose}>
              {t('form_input.ok')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
