import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../shared/relativeTime';
import { LogTableCard } from '../common/LogTableCard';
import { countsOf } from './personalDataApi';
import type { FoundGroup, PersonalDataRequest } from './personalDataTypes';

const columns = ['created_at', 'user_name', 'action', 'reference', 'counts'] as const;

/**
 * Talep Kayıtları: every export and erasure, newest first: when, by whom, the office's note and how many
 * records of which table; never the person's data. Tables are named as the last search named them.
 */
export function RequestLog({
  requests,
  tableNames,
  failed,
  onRetry,
}: {
  requests: PersonalDataRequest[] | undefined;
  tableNames: (table: string) => string;
  failed: boolean;
  onRetry: () => unknown;
}) {
  const translate = useTranslate();
  const headingId = 'personal-data-requests-heading';
  const countsText = (request: PersonalDataRequest) =>
    Object.entries(countsOf(request.counts))
      .filter(([, count]) => count > 0)
      .map(([table, count]) => `${tableNames(table)}: ${count}`)
      .concat(request.files > 0 ? [translate('app.personalData.files', { smart_count: request.files })] : [])
      .join(', ') || '0';
  return (
    <LogTableCard
      headingId={headingId}
      heading={translate('app.personalData.requests_heading')}
      failed={failed}
      onRetry={onRetry}
      loading={!requests}
      empty={requests?.length === 0}
      emptyText={translate('app.personalData.requests_empty')}
      head={columns.map((column) => (
        <TableCell key={column}>{translate(`app.personalData.requests_columns.${column}`)}</TableCell>
      ))}
    >
      {requests?.map((request) => (
        <TableRow key={request.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(request.created_at))}</TableCell>
          <TableCell>{request.user_name}</TableCell>
          <TableCell>{translate(`app.personalData.actions.${request.action}`)}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{request.reference}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{countsText(request)}</TableCell>
        </TableRow>
      ))}
    </LogTableCard>
  );
}

/**
 * A table's name in the panel's language: as the last search's answer named it, else as `otherwise` does
 * (before any search, the panel's own names of the registry's tables).
 */
export function tableNamesOf(
  groups: FoundGroup[] | undefined,
  lang: 'tr' | 'en',
  otherwise: (table: string) => string,
) {
  const names = new Map((groups ?? []).map((group) => [group.table, group.label[lang]]));
  return (table: string) => names.get(table) ?? otherwise(table);
}
