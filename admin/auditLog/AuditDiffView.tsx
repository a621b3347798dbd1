import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { auditDiff } from './auditDiff';

/** A value of the diff: its text, and beside it the image's thumbnail when the field is an image. */
function DiffValue({ text, image }: { text: string; image?: string }) {
  if (!image) return <>{text}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        src={image}
        alt=""
        loading="lazy"
        sx={{
          width: 48,
          height: 48,
          objectFit: 'cover',
          borderRadius: 1,
          flexShrink: 0,
          bgcolor: 'action.hover',
        }}
      />
      <span>{text}</span>
    </Stack>
  );
}

/** An entry's changes as a table: field, value before, value after — only the fields that changed. */
export function AuditDiffView({
  before,
  after,
}: {
  before: Record<string, unknown> | null | undefined;
  after: Record<string, unknown> | null | undefined;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows = auditDiff(before, after, translate, locale);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('app.auditLog.diff.none')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate('app.auditLog.diff.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.auditLog.diff.field')}</TableCell>
          <TableCell>{translate('app.auditLog.diff.before')}</TableCell>
          <TableCell>{translate('app.auditLog.diff.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.path}>
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{row.label}</TableCell>
            <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
              <DiffValue text={row.before} image={row.images?.before} />
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              <DiffValue text={row.after} image={row.images?.after} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
