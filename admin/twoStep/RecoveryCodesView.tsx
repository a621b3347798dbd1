import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { copyText, downloadText, recoveryCodesText } from '../login/recoveryCodes';

/** The recovery codes, shown once (after enabling or renewing them), with copy and download. */
export function RecoveryCodesView({ codes }: { codes: string[] }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(codes, translate('app.two_step.codes_title'));
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{translate('app.two_step.codes_intro')}</Alert>
      <Box
        component="ul"
        aria-label={translate('app.two_step.codes_title')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          m: 0,
          p: 2,
          listStyle: 'none',
          fontFamily: 'monospace',
          fontSize: 16,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copyText(text).then(setCopied)}>
          {translate(copied ? 'app.two_step.copied' : 'app.two_step.copy')}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => downloadText(translate('app.two_step.download_name'), text)}
        >
          {translate('app.two_step.download')}
        </Button>
      </Stack>
    </Stack>
  );
}
