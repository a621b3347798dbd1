import type { TranslateFunction } from 'react-admin';
import type { AuditEntrySummary } from '../../shared/auditLog';
import { fieldLabel } from './auditLabels';

/** The changed fields of an entry by their names in the panel's language ("Ad, Metin"), or '' when none. */
export const changedFieldsText = (entry: Pick<AuditEntrySummary, 'changes'>, translate: TranslateFunction) =>
  [
    ...new Set(
      entry.changes.filter((field) => field !== 'updated_at').map((field) => fieldLabel(field, translate)),
    ),
  ].join(', ');
