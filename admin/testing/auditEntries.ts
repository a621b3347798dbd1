import type { AuditEntry } from '../../shared/auditLog';

/**
 * An entry of the audit log as the API answers it, for the panel's tests: Ayşe Yılmaz's update of record 4
 * of `resource` on 23 November 2026; the other fields make it the entry a test needs.
 */
export function auditEntry(fields: Partial<AuditEntry> & Pick<AuditEntry, 'resource'>): AuditEntry {
  return {
    id: 7,
    created_at: '2026-11-23T09:05:00.000Z',
    user_id: 1,
    user_name: 'Ayşe Yılmaz',
    user_email: 'ayse@akademi.local',
    action: 'update',
    record_id: '4',
    summary: '',
    changes: [],
    before: null,
    after: null,
    ...fields,
  };
}
