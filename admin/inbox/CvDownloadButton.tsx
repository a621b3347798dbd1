import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadCv } from './downloadCv';
import type { InboxItem } from './inboxTypes';

/** An application's CV, fetched with the bearer token and saved under the name the server chose. */
export function CvDownloadButton({ record }: { record: InboxItem }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record.cv_url) return null;
  const url = record.cv_url;
  return (
    <Button
      variant="contained"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadCv(url)
          .catch(() => notify('app.inbox.cv_failed', { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      {translate('app.inbox.download_cv')}
    </Button>
  );
}
