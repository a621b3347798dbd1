/**
 * Who wrote what and when: what the audit log (audit_log, migration 0010) keeps of every back office write,
 * as the database stores it and the back office reads it.
 */
export interface AuditWrite {
  created_at: string;
  /** No foreign key: the entry outlives the user. */
  user_id: number | null;
  /** Copies taken at the time of the write: the user may have been renamed or deleted since. */
  user_name: string;
  user_email: string;
  /**
   * create, update, delete, reorder, trash, restore, unread, read, status, password, activate, upload, …
   * (server/audit/auditTargets.ts).
   */
  action: string;
  /** The API path under /api/admin: `contracts`, `settings/company`, … */
  resource: string;
  record_id: string | null;
  summary: string;
}

/** One line of the audit log ("Kayıt Geçmişi") as GET /api/admin/audit-log lists it. */
export interface AuditEntrySummary extends AuditWrite {
  id: number;
  /** The top-level fields that changed (updates of a readable record). */
  changes: string[];
}

/** One entry with the record before and after the write (GET /api/admin/audit-log/:id); secrets removed. */
export interface AuditEntry extends AuditEntrySummary {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
