import { useEffect, useId, useRef } from 'react';
import { texts } from './texts';

export interface AlertDialogProps {
  kind: 'success' | 'error';
  title: string;
  text: string;
  /** How long the dialog stays, in ms; a bar shows the time left. */
  duration: number;
  /** Called when the time is up, or when the user closes an error dialog. */
  onClose?: () => void;
}

/** The icon's strokes: a tick for success, a cross for an error. */
const iconPaths = { success: 'M5 12.5l4.5 4.5L19 7.5', error: 'M7 7l10 10M17 7L7 17' };

/** A small modal notice (the login screen's success and error dialogs), announced to screen readers. */
export function AlertDialog({ kind, title, text, duration, onClose }: AlertDialogProps) {
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
    if (!onClose) return;
    const timer = setTimeout(onClose, duration);
    return () => clearTimeout(timer);
  }, [duration, onClose]);

  return (
    <div className="login-dialog-backdrop">
      <div
        ref={ref}
        className={`login-dialog login-dialog--${kind}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && kind === 'error') onClose?.();
        }}
      >
        <span className="login-dialog__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40">
            <path
              d={iconPaths[kind]}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin={kind === 'success' ? 'round' : undefined}
            />
          </svg>
        </span>
        <h2 id={titleId} className="login-dialog__title">
          {title}
        </h2>
        <p id={textId} className="login-dialog__text">
          {text}
        </p>
        {kind === 'error' && onClose && (
          <button type="button" className="login-button login-dialog__close" onClick={onClose}>
            {texts.close}
          </button>
        )}
        <span
          className="login-dialog__timer"
          style={{ animationDuration: `${duration}ms` }}
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
