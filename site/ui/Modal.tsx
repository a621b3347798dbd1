import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from './Icon';
import { useFocusTrap } from './useFocusTrap';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** 'alert' for the short result dialogs of the forms (role="alertdialog"). */
  variant?: 'dialog' | 'alert';
  size?: 'small' | 'large';
  className?: string;
  /** Where focus goes on close when the element that had it before cannot take it back. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Counts open modals so the page stays scroll-locked while any is open. */
let openCount = 0;

/** An accessible modal: labelled, focus kept inside, Escape and the backdrop close it, the page does not scroll. */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = 'dialog',
  size = 'large',
  className,
  returnFocus,
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose, returnFocus);

  useEffect(() => {
    if (!open) return;
    openCount += 1;
    document.body.classList.add('modal-open');
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.classList.remove('modal-open');
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`modal modal--${size} modal--${variant}${className ? ` ${className}` : ''}`}
        role={variant === 'alert' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button modal__close"
            onClick={onClose}
            aria-label={t('home.close')}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
