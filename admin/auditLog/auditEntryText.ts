import type { AuditEntrySummary } from '../../shared/auditLog';
import { fieldLabel } from './auditLabels';

/** The changed fields of an entry by their Turkish names ("Ad, Metin"), or '' when it names none. */
export const changedFieldsText = (entry: Pick<AuditEntrySummary, 'changes'>) =>
  [
    ...new Set(entry.changes.filter((field) => field !== 'updated_at').map((field) => fieldLabel(field))),
  ].join(', ');
