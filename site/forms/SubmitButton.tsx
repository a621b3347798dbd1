import type { Ref } from 'react';
import { useT } from '../i18n/DictionaryContext';

/** A public form's submit button in its actions row: disabled, with the 'please wait' label, while sending. */
export function SubmitButton({
  pending,
  label,
  buttonRef,
  autoFocus,
}: {
  pending: boolean;
  /** The label while not sending. */
  label: string;
  buttonRef?: Ref<HTMLButtonElement>;
  autoFocus?: boolean;
}) {
  const t = useT();
  return (
    <div className="form__actions">
      <button
        ref={buttonRef}
        type="submit"
        className="button button--large"
        disabled={pending}
        autoFocus={autoFocus || undefined}
        // Pressing the button must not blur the field being edited first: that blur shows the field's
        // error, the row grows, the button moves away from under the pointer and the click is lost.
        onMouseDown={(event) => event.preventDefault()}
      >
        {pending ? t('form_input.lutfen_bekleyin') : label}
      </button>
    </div>
  );
}
