import { useCallback, useState } from 'react';
import { ApiError } from '../../shared/httpClient';
import { useT } from '../i18n/DictionaryContext';
import type { ResultMessage } from '../ui/ResultDialog';

/**
 * SPEC §4/§8 submit flow shared by the contact and careers forms: pending while the request runs; success →
 * 'gonderildi' / 'yetkililere_iletildi' and the form resets; an answer without success → 'hata' /
 * 'hata_oldu_gonderilemedi'; a network or server (5xx) failure → 'sistem_hatasi' with the same body. On any
 * failure the typed values stay.
 */
export function useFormSubmit(options: {
  send: () => Promise<{ success?: boolean } | undefined>;
  onSuccess: () => void;
  onFieldErrors?: (errors: Record<string, string>) => void;
}) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const { send, onSuccess, onFieldErrors } = options;

  const submit = useCallback(async () => {
    setPending(true);
    try {
      const answer = await send();
      if (answer?.success === true) {
        onSuccess();
        setResult({
          kind: 'success',
          title: t('form_error.gonderildi'),
          body: t('form_error.yetkililere_iletildi'),
        });
      } else {
        setResult({
          kind: 'error',
          title: t('form_error.hata'),
          body: t('form_error.hata_oldu_gonderilemedi'),
        });
      }
    } catch (error) {
      const systemFailure = !(error instanceof ApiError) || error.isNetworkError || error.status >= 500;
      if (error instanceof ApiError && error.errors) onFieldErrors?.(error.errors);
      setResult({
        kind: 'error',
        title: t(systemFailure ? 'form_error.sistem_hatasi' : 'form_error.hata'),
        body: t('form_error.hata_oldu_gonderilemedi'),
      });
    } finally {
      setPending(false);
    }
  }, [send, onSuccess, onFieldErrors, t]);

  const closeResult = useCallback(() => setResult(null), []);
  return { pending, result, submit, closeResult };
}
