import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Under a select whose choices did not load (categories, instructors, brands, role groups): says so, with
 * "Tekrar Dene", instead of an empty list that looks as if there were nothing to choose. The record's own
 * value stays in the form and is saved as it was.
 */
export function OptionsLoadFailed({ onRetry }: { onRetry: () => unknown }) {
  const translate = useTranslate();
  return (
    <span role="alert">
      {translate('app.common.options_load_error')}{' '}
      <Link component="button" type="button" variant="inherit" onClick={() => void onRetry()}>
        {translate('app.common.retry')}
      </Link>
    </span>
  );
}

/** A select's `helperText` while its choices' request (`error`, `refetch`) has failed; undefined otherwise. */
export function optionsLoadHelper(query: { error: unknown; refetch: () => unknown }) {
  return query.error ? <OptionsLoadFailed onRetry={query.refetch} /> : undefined;
}
