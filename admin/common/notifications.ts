import { useCallback, useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../shared/httpClient';

/** SPEC §8 success texts (app.notification.*). */
export type SuccessText = 'success' | 'deleted' | 'updated' | 'changed' | 'trashed';
/** SPEC §8 failure texts used when the server gives no message of its own. */
export type FailureText =
  'failed' | 'delete_failed' | 'system_error' | 'order_failed' | 'trash_failed' | 'server_error';

/** The per-field errors of a 422 answer, when there are any. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * The failure text of SPEC §8: 'Başarısız!' followed by the server's message when it sent one; a network
 * failure or a server error (5xx, which never explains itself) gives the fixed system-error text.
 */
export function useFailureText() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, fallback: FailureText = 'system_error'): string => {
      if (error instanceof ApiError) {
        if (error.status === 0 || error.status >= 500) return translate('app.notification.system_error');
        if (error.body?.message) return `${translate('app.notification.failed')} ${error.body.message}`;
      }
      return translate(`app.notification.${fallback}`);
    },
    [translate],
  );
}

/** Success and failure notifications with the spec's texts. */
export function useFeedback() {
  const notify = useNotify();
  const failureText = useFailureText();
  return useMemo(
    () => ({
      success: (text: SuccessText = 'success') => notify(`app.notification.${text}`, { type: 'success' }),
      // The text is already worded (the server's sentence after 'Başarısız!'): `_` keeps react-admin from
      // looking it up as a translation key.
      failure: (error: unknown, fallback: FailureText = 'system_error') => {
        const text = failureText(error, fallback);
        notify(text, { type: 'error' });
      },
    }),
    [notify, failureText],
  );
}

/**
 * `mutationOptions` for <Create>/<Edit> (mutationMode="pessimistic"): a validation failure is shown under the
 * fields (react-admin reads `body.errors`), anything else as 'Başarısız! <server message>'.
 */
export function useFormFailure() {
  const feedback = useFeedback();
  return useMemo(
    () => ({
      onError: (error: unknown) => {
        if (fieldErrorsOf(error)) return;
        feedback.failure(error);
      },
    }),
    [feedback],
  );
}
