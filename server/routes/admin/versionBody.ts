import fs from 'node:fs/promises';
import path from 'node:path';
import { contentImageKeys } from '../../../shared/schemas/content.js';
import type { CourseSessionFields } from '../../../shared/schemas/product.js';
import type { KeptSession, VersionResource } from '../../../shared/versionRestore.js';
import type { Db } from '../../db/database.js';

/*
 * A version as the body of its resource's own PUT. A version is the stored row as the audit log kept it
 * (server/audit/readRecord.ts: JSON columns parsed, a course with its sessions and instructor_ids), and each
 * PUT reads the fields of its form by the columns' names, so the row itself is nearly the body: what no form
 * sends (ids, times, order, trash) goes, files stay as they are now, and what hangs on other records is
 * matched against them as they are now.
 */

/** Columns no form writes: the row's identity, its bookkeeping, its place in a list, the trash. */
const unsent = new Set(['id', 'created_at', 'updated_at', 'queue', 'deleted_at']);

/** Columns holding an uploaded file's path: a PUT changes them only by an upload, so they stay. */
export const fileColumns: Partial<Record<VersionResource, readonly string[]>> = {
  news: ['image_path'],
  instructors: ['photo_path'],
  brands: ['logo_path'],
  testimonials: ['image_path'],
  'client-references': ['logo_path'],
};

/** What describes a record's image (migration 0015): it stays with the image it describes. */
const imageCompanions = ['image_alt', 'image_decorative'];

/** Null is how a row says "not set"; a form says it by leaving the field out. */
const withoutNulls = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));

export interface VersionBody {
  body: Record<string, unknown>;
  keptFiles: string[];
  keptSessions: KeptSession[];
  droppedInstructors: number[];
}

export interface VersionContext {
  db: Db;
  /** The record as it is now, as the audit log reads it. */
  current: Record<string, unknown>;
  /** The folder /uploads/ is served from: whether a file a version names still exists. */
  uploadsDir: string;
}

/** The body of `resource`'s PUT that writes `version` back. */
export async function versionBody(
  resource: VersionResource,
  version: Record<string, unknown>,
  context: VersionContext,
): Promise<VersionBody> {
  const out: VersionBody = { body: {}, keptFiles: [], keptSessions: [], droppedInstructors: [] };
  if (resource === 'contents') {
    out.body = { data: await withExistingFiles(version.data, context.current.data, 'data', context, out) };
    return out;
  }
  if (resource === 'page-meta') {
    out.body = { title: version.title ?? {}, description: version.description ?? {} };
    return out;
  }
  const files = fileColumns[resource] ?? [];
  const fields = Object.entries(version).filter(([name]) => !unsent.has(name) && !files.includes(name));
  out.body = withoutNulls(Object.fromEntries(fields));
  for (const column of files) {
    if ((version[column] ?? null) === (context.current[column] ?? null)) continue;
    out.keptFiles.push(column);
    // The version's alt text described the version's image; the image that stays keeps its own.
    for (const companion of imageCompanions) {
      if (companion in context.current) out.body[companion] = context.current[companion];
      else delete out.body[companion];
    }
  }
  if (resource === 'contracts') {
    // The row keeps the text in `form_data`; the PUT reads a `form_data` field as a whole form in JSON.
    const { form_data: text, ...rest } = out.body;
    out.body = { ...rest, text: text ?? {} };
  }
  if (resource === 'products') {
    out.body.sessions = await matchSessions(context.db, Number(context.current.id), version.sessions, out);
    out.body.instructor_ids = await liveInstructors(context.db, version.instructor_ids, out);
  }
  return out;
}

const sessionFields = (session: Record<string, unknown>) =>
  withoutNulls({
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    place: session.place,
    is_online: session.is_online,
    seats: session.seats,
  });

/**
 * The version's sessions, matched with today's as the course's PUT matches them (by id): a session starting
 * at the same time is the same session and keeps its id (its pre-registrations stay attached, and the seat
 * floor holds it); the rest of the version's are added. Today's sessions the version lacks are removed by
 * the PUT, except those holding pre-registrations: they are kept as they are, and the answer says so, since
 * their visitors signed up for that date.
 */
async function matchSessions(db: Db, productId: number, listed: unknown, out: VersionBody) {
  const version = Array.isArray(listed)
    ? listed.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];
  const stored: CourseSessionFields[] = await db
    .selectFrom('product_sessions')
    .select(['id', 'starts_at', 'ends_at', 'place', 'is_online', 'seats'])
    .where('product_id', '=', productId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  const registrations = await db
    .selectFrom('pre_registrations')
    .select((eb) => ['session_id', eb.fn.countAll<number | string>().as('count')])
    .where('product_id', '=', productId)
    .where('session_id', 'is not', null)
    .groupBy('session_id')
    .execute();
  const registered = new Map(registrations.map((row) => [Number(row.session_id), Number(row.count)]));

  const used = new Set<number>();
  const sessions: Record<string, unknown>[] = version.map((session) => {
    const same = stored.find((item) => !used.has(item.id) && item.starts_at === session.starts_at);
    if (!same) return sessionFields(session);
    used.add(same.id);
    return { id: same.id, ...sessionFields(session) };
  });
  for (const session of stored) {
    const count = registered.get(session.id) ?? 0;
    if (used.has(session.id) || count === 0) continue;
    sessions.push({ ...sessionFields({ ...session }), id: session.id });
    out.keptSessions.push({ id: session.id, starts_at: session.starts_at, pre_registration_count: count });
  }
  return sessions;
}

/** The version's instructors that still exist outside the trash, in the version's order. */
async function liveInstructors(db: Db, listed: unknown, out: VersionBody): Promise<number[]> {
  const ids = Array.isArray(listed) ? listed.filter((id): id is number => Number.isInteger(id)) : [];
  if (ids.length === 0) return [];
  const rows = (await db
    .selectFrom('instructors')
    .selectAll()
    .where('id', 'in', ids)
    .execute()) as unknown as Record<string, unknown>[];
  // `deleted_at` is the trash's column (migration 0014); read from the row as it is, whatever its type says.
  const live = new Set(rows.filter((row) => !row.deleted_at).map((row) => Number(row.id)));
  out.droppedInstructors = ids.filter((id) => !live.has(id));
  return ids.filter((id) => live.has(id));
}

/** Whether a /uploads/ address names a file on the disk. */
async function uploadExists(uploadsDir: string, address: string): Promise<boolean> {
  const relative = decodeURIComponent(address.slice('/uploads/'.length).split(/[?#]/)[0]);
  const file = path.resolve(uploadsDir, relative);
  if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) return false;
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * A content block's data with every /uploads/ image the version names but the disk no longer has replaced by
 * what the block holds there now (nothing, if nothing): such a file is not brought back.
 */
async function withExistingFiles(
  version: unknown,
  current: unknown,
  at: string,
  context: VersionContext,
  out: VersionBody,
): Promise<unknown> {
  if (typeof version === 'string') {
    if (!version.startsWith('/uploads/') || version === current) return version;
    if (await uploadExists(context.uploadsDir, version)) return version;
    out.keptFiles.push(at);
    return typeof current === 'string' ? current : '';
  }
  if (Array.isArray(version)) {
    const now = Array.isArray(current) ? current : [];
    const items = [];
    for (const [index, item] of version.entries()) {
      items.push(await withExistingFiles(item, now[index], `${at}[${index}]`, context, out));
    }
    return items;
  }
  if (version && typeof version === 'object') {
    const now = current && typeof current === 'object' ? (current as Record<string, unknown>) : {};
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(version)) {
      fields[key] = await withExistingFiles(value, now[key], `${at}.${key}`, context, out);
    }
    // An image kept as it is now keeps its own alt text and flag (beside it: shared/schemas/content.ts).
    for (const key of contentImageKeys) {
      if (!(key in fields) || fields[key] === (version as Record<string, unknown>)[key]) continue;
      for (const companion of [`${key}_alt`, `${key}_decorative`]) {
        if (companion in now) fields[companion] = now[companion];
        else delete fields[companion];
      }
    }
    return fields;
  }
  return version;
}
