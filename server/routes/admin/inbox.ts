import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Generated, Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validationFailedMessage } from '../../http/validate.js';
import { cvDownloadOf } from '../../services/cvDownload.js';
import { detectFileType } from '../../services/fileTypes.js';
// The careers form stores CVs there: outside the public uploads, served only through this API.
import { redactAuditCopies } from '../../privacy/auditRedaction.js';
import { cvDirOf } from '../../services/cvDownload.js';
import { bodyId, bodyOf, idList, idParam, successMessages } from './helpers.js';
import { istanbulDayRange } from './istanbulDays.js';
import { listQuerystring, pageOfQuery, pageQuery, searchCondition } from './listQuery.js';

export const trashFailedMessage = 'İşlem Hatası! Çöpe taşıma işleminde sorun oldu!';
export const deleteOnlyTrashMessage =
  'Silme İşleminde Hata Oldu. Yalnızca çöp kutusundaki kayıtlar kalıcı olarak silinebilir.';
export const cvMissingMessage = 'CV dosyası bulunamadı';
export const restoreFailedMessage = 'İşlem Hatası! Yalnızca çöp kutusundaki kayıtlar geri alınabilir.';
export const restoredMessage = 'Geri Alındı!';
export const unreadFailedMessage = 'İşlem Hatası! Okunmadı olarak işaretleme işleminde sorun oldu!';

type InboxTable = 'contact_messages' | 'hr_applications';
type Section = 'mail' | 'trash';

/** The columns both inboxes share; each kind adds its own (subject, or position and the CV). */
interface InboxColumns {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  check: number;
  section: Section;
  ip: string | null;
  created_at: string;
}

interface InboxKind {
  table: InboxTable;
  url: string;
  searchColumns: string[];
  /** The API shape of a row: never the CV's storage path. */
  present: (row: Record<string, unknown>) => Record<string, unknown>;
}

const kinds: InboxKind[] = [
  {
    table: 'contact_messages',
    url: '/contact',
    searchColumns: ['name', 'email', 'phone', 'subject', 'message'],
    present: (row) => row,
  },
  {
    table: 'hr_applications',
    url: '/human-resources',
    searchColumns: ['name', 'email', 'phone', 'position', 'message'],
    present: ({ cv_path: _hidden, ...row }) => ({
      ...row,
      cv_url: `/api/admin/human-resources/${row.id}/cv`,
    }),
  },
];

/**
 * SPEC §7 inbox calls, once for contact messages (/contact) and once for HR applications (/human-resources):
 * the paged list by section, the unread count, move to trash, permanent delete (only from the trash), mark as
 * read, one item, and for applications the CV download (named by the server: ../../services/cvDownload.ts).
 * Beyond the spec: restore from the trash, mark many as unread, and the list's `from`/`to` days (Istanbul).
 */
export async function inboxRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  // Both tables share the columns used here; one typed view of them serves both kinds.
  const inboxDb = db as unknown as Kysely<Record<InboxTable, InboxColumns>>;
  const cvDir = cvDirOf(config.uploadsRoot);

  for (const kind of kinds) {
    const { table, url } = kind;

    const findItem = async (id: number) => {
      const row = await inboxDb.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return kind.present(row as Record<string, unknown>);
    };
    const unreadCount = async () => {
      const row = await inboxDb
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('section', '=', 'mail')
        .where('check', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };

    registerRoutes(app, [
      {
        method: 'GET',
        url,
        access: 'inbox',
        schema: { querystring: listQuerystring },
        handler: async (request) => {
          const q = pageQuery(request.query);
          const raw = (request.query as Record<string, unknown>).section;
          const section = raw === undefined || raw === '' ? 'mail' : raw;
          if (section !== 'mail' && section !== 'trash') {
            throw new HttpError(422, validationFailedMessage, { section: 'Geçersiz Seçim' });
          }
          const { since, before } = istanbulDayRange(request.query as Record<string, unknown>);
          const filtered = inboxDb
            .selectFrom(table)
            .where('section', '=', section)
            .$if(since !== undefined, (qb) => qb.where('created_at', '>=', since!))
            .$if(before !== undefined, (qb) => qb.where('created_at', '<', before!))
            .$if(q.search !== '', (qb) => qb.where(searchCondition(db, kind.searchColumns, q.search)));
          const page = await pageOfQuery(filtered, q, (query) =>
            query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
          );
          const items = page.items.map((row) => kind.present(row as Record<string, unknown>));
          return { success: true, data: { ...page, items } };
        },
      },
      {
        method: 'GET',
        url: `${url}/not-check-count`,
        access: 'inbox',
        handler: async () => ({ success: true, data: { count: await unreadCount() } }),
      },
      {
        method: 'PUT',
        url: `${url}/trash`,
        access: 'inbox',
        handler: async (request) => {
          const ids = [...new Set(idList(bodyOf(request), 'trash_list'))];
          await db.transaction().execute(async (trx) => {
            const t = trx as unknown as typeof inboxDb;
            const found = await t.selectFrom(table).select('id').where('id', 'in', ids).execute();
            if (found.length !== ids.length) throw new HttpError(422, trashFailedMessage);
            await t.updateTable(table).set({ section: 'trash' }).where('id', 'in', ids).execute();
          });
          return {
            success: true,
            message: successMessages.trashed,
            data: { ids, count: await unreadCount() },
          };
        },
      },
      {
        method: 'PUT',
        url: `${url}/restore`,
        access: 'inbox',
        handler: async (request) => {
          const ids = [...new Set(idList(bodyOf(request), 'restore_list'))];
          // All or nothing, and only from the trash: a stale screen must not half-apply.
          await db.transaction().execute(async (trx) => {
            const t = trx as unknown as typeof inboxDb;
            const found = await t
              .selectFrom(table)
              .select('id')
              .where('id', 'in', ids)
              .where('section', '=', 'trash')
              .execute();
            if (found.length !== ids.length) throw new HttpError(422, restoreFailedMessage);
            await t.updateTable(table).set({ section: 'mail' }).where('id', 'in', ids).execute();
          });
          return {
            success: true,
            message: restoredMessage,
            data: { ids, count: await unreadCount() },
          };
        },
      },
      {
        method: 'PUT',
        url: `${url}/unread`,
        access: 'inbox',
        handler: async (request) => {
          // Many at once from the list; one item's page uses /check with check=0.
          const ids = [...new Set(idList(bodyOf(request), 'unread_list'))];
          await db.transaction().execute(async (trx) => {
            const t = trx as unknown as typeof inboxDb;
            const found = await t.selectFrom(table).select('id').where('id', 'in', ids).execute();
            if (found.length !== ids.length) throw new HttpError(422, unreadFailedMessage);
            await t.updateTable(table).set({ check: 0 }).where('id', 'in', ids).execute();
          });
          return {
            success: true,
            message: successMessages.changed,
            data: { ids, count: await unreadCount() },
          };
        },
      },
      {
        method: 'DELETE',
        url,
        access: 'inbox',
        handler: async (request) => {
          const ids = [...new Set(idList(bodyOf(request), 'delete_list'))];
          const removed = await db.transaction().execute(async (trx) => {
            const t = trx as unknown as typeof inboxDb;
            const rows = await t
              .selectFrom(table)
              .selectAll()
              .where('id', 'in', ids)
              .where('section', '=', 'trash')
              .execute();
            if (rows.length !== ids.length) throw new HttpError(422, deleteOnlyTrashMessage);
            await t.deleteFrom(table).where('id', 'in', ids).execute();
            // Deleted for good: no copy of the person stays in the audit log (issue 29, KVKK).
            for (const id of ids) await redactAuditCopies(trx, { resource: url.slice(1), recordId: id });
            return rows as Record<string, unknown>[];
          });
          // Files go only after the rows are gone for good; a missing file is not an error.
          for (const row of removed) {
            if (typeof row.cv_path === 'string' && row.cv_path !== '') {
              await fs.promises.rm(path.join(cvDir, path.basename(row.cv_path)), { force: true });
            }
          }
          return { success: true, message: successMessages.deleted, data: { ids } };
        },
      },
      {
        method: 'PUT',
        url: `${url}/check`,
        access: 'inbox',
        handler: async (request) => {
          const body = bodyOf(request);
          const id = bodyId(body);
          // Opening an item marks it read; `check=0` lets the panel mark it unread again.
          const check = body.check === '0' || body.check === 0 || body.check === false ? 0 : 1;
          const result = await inboxDb
            .updateTable(table)
            .set({ check })
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) throw notFound();
          return {
            success: true,
            message: successMessages.changed,
            data: { ...(await findItem(id)), not_check_count: await unreadCount() },
          };
        },
      },
      {
        method: 'GET',
        url: `${url}/:id`,
        access: 'inbox',
        handler: async (request) => ({ success: true, data: await findItem(idParam(request)) }),
      },
    ]);
  }

  registerRoutes(app, [
    {
      method: 'GET',
      url: '/human-resources/:id/cv',
      access: 'inbox',
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const id = idParam(request);
        const row = await db
          .selectFrom('hr_applications')
          .select(['name', 'cv_path'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        const name = path.basename(row.cv_path);
        const file = path.join(cvDir, name);
        const stat = name && name !== '.' ? await fs.promises.stat(file).catch(() => undefined) : undefined;
        if (!stat?.isFile()) throw notFound(cvMissingMessage);
        // Read whole (at most 5 MB) so the content, not a stored label, decides the type and the extension.
        const content = await fs.promises.readFile(file);
        const download = cvDownloadOf(id, row.name, detectFileType(content));
        return reply
          .header('content-type', download.contentType)
          .header('content-disposition', download.contentDisposition)
          .header('content-length', String(content.length))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    },
  ]);
}
