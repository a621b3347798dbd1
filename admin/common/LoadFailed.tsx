import { Alert, Box, Button } from '@mui/material';
import { useEditContext, useTranslate } from 'react-admin';

/**
 * What a screen, or a part of one, shows when its data could not be loaded: the failure in words and
 * "Tekrar Dene", instead of a blank card, grey rows that never fill, or an empty state that is not true.
 * The server's own message, when it sent one, comes as the usual notice.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        // One line even on a phone ("Tekrar / Dene" broke in two beside the message).
        <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => void onRetry()}>
          {translate('app.common.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
}

/** The same inside an edit screen's card (<Edit error>), retrying the screen's own request. */
export function RecordLoadFailed({ message = 'app.common.record_load_error' }: { message?: string }) {
  const { refetch } = useEditContext();
  return (
    <Box sx={{ p: 2 }}>
      <LoadFailed message={message} onRetry={refetch} />
    </Box>
  );
}
