import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { auditDiff } from './auditDiff';

/** An entry's changes as a table: field, value before, value after — only the fields that changed. */
export function AuditDiffView({
  before,
  after,
}: {
  before: Record<string, unknown> | null | undefined;
  after: Record<string, unknown> | null | undefined;
}) {
  const translate = useTranslate();
  const rows = auditDiff(before, after, translate);
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
            <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>{row.before}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{row.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
