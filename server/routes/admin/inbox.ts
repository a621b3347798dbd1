import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Generated, Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import { type RouteDef, registerRoutes } from '../../http/routes.js';
import { validationFailedMessage } from '../../http/validate.js';
import { cvDownloadOf } from '../../services/cvDownload.js';
import { detectFileType } from '../../services/fileTypes.js';
// The careers form stores CVs there: outside the public uploads, served only through this API.
import { redactAuditCopies } from '../../privacy/auditRedaction.js';
import { cvDirOf } from '../../services/cvDownload.js';
import { bodyId, bodyOf, idList, idParam, recordRoute, successMessages } from './helpers.js';
import { istanbulDayRange } from './istanbulDays.js';
import { type PageQuery, listRoute, pageOfQuery, searchCondition } from './listQuery.js';

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

type InboxDb = Kysely<Record<InboxTable, InboxColumns>>;

/** A change to many items at once (trash, restore, mark unread): all of them or none. */
interface BulkChange {
  /** The body field listing the ids. */
  listField: string;
  set: Partial<Pick<InboxColumns, 'section' | 'check'>>;
  /** Only items in this section may change (restore: from the trash alone). */
  onlyFrom?: Section;
  failure: string;
  message: string;
}

const bulkChanges: Record<'trash' | 'restore' | 'unread', BulkChange> = {
  trash: {
    listField: 'trash_list',
    set: { section: 'trash' },
    failure: trashFailedMessage,
    message: successMessages.trashed,
  },
  restore: {
    listField: 'restore_list',
    set: { section: 'mail' },
    onlyFrom: 'trash',
    failure: restoreFailedMessage,
    message: restoredMessage,
  },
  // Many at once from the list; one item's page uses /check with check=0.
  unread: {
    listField: 'unread_list',
    set: { check: 0 },
    failure: unreadFailedMessage,
    message: successMessages.changed,
  },
};

/** Applies a bulk change to every listed id, or to none: a stale screen must not half-apply. */
async function applyToAll(db: Db, table: InboxTable, ids: number[], change: BulkChange) {
  await db.transaction().execute(async (trx) => {
    const t = trx as unknown as InboxDb;
    const found = await t
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids)
      .$if(change.onlyFrom !== undefined, (qb) => qb.where('section', '=', change.onlyFrom!))
      .execute();
    if (found.length !== ids.length) throw new HttpError(422, change.failure);
    await t.updateTable(table).set(change.set).where('id', 'in', ids).execute();
  });
}

/** One page of an inbox section (mail or trash), newest first, searched and limited to Istanbul days. */
async function listPage(db: Db, kind: InboxKind, q: PageQuery, query: Record<string, unknown>) {
  const section = query.section === undefined || query.section === '' ? 'mail' : query.section;
  if (section !== 'mail' && section !== 'trash') {
    throw new HttpError(422, validationFailedMessage, { section: 'Geçersiz Seçim' });
  }
  const { since, before } = istanbulDayRange(query);
  const filtered = (db as unknown as InboxDb)
    .selectFrom(kind.table)
    .where('section', '=', section)
    .$if(since !== undefined, (qb) => qb.where('created_at', '>=', since!))
    .$if(before !== undefined, (qb) => qb.where('created_at', '<', before!))
    .$if(q.search !== '', (qb) => qb.where(searchCondition(db, kind.searchColumns, q.search)));
  const page = await pageOfQuery(filtered, q, (rows) =>
    rows.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { ...page, items: page.items.map((row) => kind.present(row as Record<string, unknown>)) };
}

/**
 * Deletes trashed items for good (only from the trash), with every copy of them in the audit log (issue 29,
 * KVKK), then their CV files; a missing file is not an error.
 */
async function deleteForGood(db: Db, kind: InboxKind, ids: number[], cvDir: string) {
  const removed = await db.transaction().execute(async (trx) => {
    const t = trx as unknown as InboxDb;
    const rows = await t
      .selectFrom(kind.table)
      .selectAll()
      .where('id', 'in', ids)
      .where('section', '=', 'trash')
      .execute();
    if (rows.length !== ids.length) throw new HttpError(422, deleteOnlyTrashMessage);
    await t.deleteFrom(kind.table).where('id', 'in', ids).execute();
    for (const id of ids) await redactAuditCopies(trx, { resource: kind.url.slice(1), recordId: id });
    return rows as Record<string, unknown>[];
  });
  // Files go only after the rows are gone for good.
  for (const row of removed) {
    if (typeof row.cv_path === 'string' && row.cv_path !== '') {
      await fs.promises.rm(path.join(cvDir, path.basename(row.cv_path)), { force: true });
    }
  }
}

/** Marks one item read (opening it) or, with `check=0`, unread again; its id. */
async function markChecked(inboxDb: InboxDb, table: InboxTable, body: Record<string, unknown>) {
  const id = bodyId(body);
  const check = body.check === '0' || body.check === 0 || body.check === false ? 0 : 1;
  const result = await inboxDb.updateTable(table).set({ check }).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
  return id;
}

/** The routes of one inbox kind (contact messages or HR applications). */
function kindRoutes(kind: InboxKind, db: Db, cvDir: string): RouteDef[] {
  const { table, url } = kind;
  const inboxDb = db as unknown as InboxDb;
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
  const bulkRoute = (action: keyof typeof bulkChanges): RouteDef => ({
    method: 'PUT',
    url: `${url}/${action}`,
    access: 'inbox',
    handler: async (request) => {
      const change = bulkChanges[action];
      const ids = [...new Set(idList(bodyOf(request), change.listField))];
      await applyToAll(db, table, ids, change);
      return { success: true, message: change.message, data: { ids, count: await unreadCount() } };
    },
  });

  return [
    listRoute(url, 'inbox', (q, request) => listPage(db, kind, q, request.query as Record<string, unknown>)),
    {
      method: 'GET',
      url: `${url}/not-check-count`,
      access: 'inbox',
      handler: async () => ({ success: true, data: { count: await unreadCount() } }),
    },
    bulkRoute('trash'),
    bulkRoute('restore'),
    bulkRoute('unread'),
    {
      method: 'DELETE',
      url,
      access: 'inbox',
      handler: async (request) => {
        const ids = [...new Set(idList(bodyOf(request), 'delete_list'))];
        await deleteForGood(db, kind, ids, cvDir);
        return { success: true, message: successMessages.deleted, data: { ids } };
      },
    },
    {
      method: 'PUT',
      url: `${url}/check`,
      access: 'inbox',
      handler: async (request) => {
        const id = await markChecked(inboxDb, table, bodyOf(request));
        return {
          success: true,
          message: successMessages.changed,
          data: { ...(await findItem(id)), not_check_count: await unreadCount() },
        };
      },
    },
    recordRoute(`${url}/:id`, 'inbox', findItem),
  ];
}

/**
 * SPEC §7 inbox calls, once for contact messages (/contact) and once for HR applications (/human-resources):
 * the paged list by section, the unread count, move to trash, permanent delete (only from the trash), mark as
 * read, one item, and for applications the CV download (named by the server: ../../services/cvDownload.ts).
 * Beyond the spec: restore from the trash, mark many as unread, and the list's `from`/`to` days (Istanbul).
 */
export async function inboxRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const cvDir = cvDirOf(config.uploadsRoot);
  for (const kind of kinds) registerRoutes(app, kindRoutes(kind, db, cvDir));

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
