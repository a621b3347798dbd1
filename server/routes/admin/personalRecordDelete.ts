import type { Db } from '../../db/database.js';
import type { RouteDef } from '../../http/routes.js';
import { deleteWithAuditCopies } from '../../privacy/auditRedaction.js';
import { idParam, successMessages } from './helpers.js';

/**
 * DELETE <url>/:id of a person's request in the inbox (a pre-registration, a corporate request): removed for
 * good on request (KVKK: a person may ask) with its audit copies, answered with the record as it was.
 */
export function personalRecordDeleteRoute<R>(
  db: Db,
  spec: {
    /** The list's path under /api/admin, also the audit log's resource name once its slash is off. */
    url: string;
    table: Parameters<typeof deleteWithAuditCopies>[1];
    find: (id: number) => Promise<R>;
    /** Runs once the record is gone. */
    deleted?: (record: R) => Promise<unknown>;
  },
): RouteDef {
  return {
    method: 'DELETE',
    url: `${spec.url}/:id`,
    access: 'inbox',
    handler: async (request) => {
      const id = idParam(request);
      const row = await spec.find(id);
      await deleteWithAuditCopies(db, spec.table, { resource: spec.url.slice(1), recordId: id });
      await spec.deleted?.(row);
      return { success: true, message: successMessages.deleted, data: row };
    },
  };
}
