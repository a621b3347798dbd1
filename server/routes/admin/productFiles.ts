import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AdminFile, galleryQueueSchema, galleryUploadSchema } from '../../../shared/schemas/product.js';
import { fileAltSchema } from '../../../shared/schemas/imageAlt.js';
import { parseTranslated, toJson } from '../../db/json.js';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { imageMessages, type ImageKind, thumbUrlOf } from '../../services/images.js';
import { applyOrder, reorderFailedMessage } from '../../services/reorder.js';
import { imageStoreOf, queueAfter } from './catalogueHelpers.js';
import { bodyOf, idParam, successMessages } from './helpers.js';
import type { AdminRouteOptions } from './options.js';

/*
 * An image gallery attached to a record (files table, owner_type + owner_id + gallery_type), written once and
 * mounted for each owner: courses here, content pages in ./contents.ts. Per owner:
 *   POST   <uploadUrl>   multipart `files` (many images), gallery_type (default 'gallery'), file_alts (each
 *                         new file's alt text and decorative flag, in order) → the gallery
 *   PUT    <queueUrl>    file_list (every file id of the gallery, top first), gallery_type   → the gallery
 *   PUT    <deleteUrl>   one file's `alt` ({ tr, en }) and `decorative` (0/1)                → the file
 *   DELETE <deleteUrl>   one file, with its images on disk
 * The cover is the first image by queue.
 */

export interface GalleryOwner {
  /** files.owner_type */
  ownerType: 'product' | 'content';
  /** Folder under uploads/ */
  kind: ImageKind;
  uploadUrl: string;
  queueUrl: string;
  /** Must have a `:fileId` parameter. */
  deleteUrl: string;
  /** The owner's id from the URL parameters; a 404 when there is no such owner. */
  resolveOwner: (db: Db, request: FastifyRequest) => Promise<number>;
}

/** Field names a gallery upload may use for its files (FormData from react-admin, plain forms, PHP style). */
const fileFields = new Set(['files', 'files[]', 'file', 'files_files']);

export function toAdminFile(row: {
  id: number;
  gallery_type: string;
  path: string;
  width: number | null;
  height: number | null;
  alt: string;
  decorative: number;
  queue: number;
}): AdminFile {
  return {
    id: row.id,
    gallery_type: row.gallery_type,
    url: row.path,
    thumb_url: thumbUrlOf(row.path),
    width: row.width,
    height: row.height,
    alt: parseTranslated(row.alt),
    decorative: row.decorative,
    queue: row.queue,
  };
}

/** Every file of an owner, gallery by gallery, each in its drag order (queue, highest first). */
export async function listFiles(
  db: Db,
  ownerType: string,
  ownerIds: number[],
): Promise<Map<number, AdminFile[]>> {
  const byOwner = new Map<number, AdminFile[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .selectFrom('files')
    .select(['id', 'owner_id', 'gallery_type', 'path', 'width', 'height', 'alt', 'decorative', 'queue'])
    .where('owner_type', '=', ownerType)
    .where('owner_id', 'in', ownerIds)
    .orderBy('gallery_type')
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? [];
    list.push(toAdminFile(row));
    byOwner.set(row.owner_id, list);
  }
  return byOwner;
}

/** The cover: the first image of the 'cover' gallery if there is one, else the first of 'gallery'. */
export function coverOf(files: AdminFile[]): string | null {
  const first = (type: string) => files.find((file) => file.gallery_type === type);
  return (first('cover') ?? first('gallery'))?.url ?? null;
}

/** One file of the owner's kind as the admin API answers it (a 404 for another kind's file). */
async function findFile(db: Db, owner: GalleryOwner, fileId: number) {
  const file = await db
    .selectFrom('files')
    .select(['id', 'owner_id', 'gallery_type', 'path', 'width', 'height', 'alt', 'decorative', 'queue'])
    .where('id', '=', fileId)
    .where('owner_type', '=', owner.ownerType)
    .executeTakeFirst();
  if (!file) throw notFound();
  return toAdminFile(file);
}

async function galleryOf(db: Db, owner: GalleryOwner, ownerId: number): Promise<AdminFile[]> {
  return (await listFiles(db, owner.ownerType, [ownerId])).get(ownerId) ?? [];
}

// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export function galleryRoutes(app: FastifyInstance, { db, config }: AdminRouteOptions, owner: GalleryOwner) {
  const store = imageStoreOf(config);
  registerRoutes(app, [
    {
      method: 'POST',
      url: owner.uploadUrl,
      access: 'content',
      handler: async (request, reply) => {
        const ownerId = await owner.resolveOwner(db, request);
        const { gallery_type, file_alts } = await validateBody(galleryUploadSchema, bodyOf(request));
        const files = (request.uploads ?? []).filter((file) => fileFields.has(file.fieldname));
        if (files.length === 0) {
          throw new HttpError(422, imageMessages.missing, { files: imageMessages.missing });
        }
        await store.withImages(owner.kind, files, (images) =>
          db.transaction().execute(async (trx) => {
            const row = await trx
              .selectFrom('files')
              .select((eb) => eb.fn.min<number | null>('queue').as('low'))
              .where('owner_type', '=', owner.ownerType)
              .where('owner_id', '=', ownerId)
              .where('gallery_type', '=', gallery_type)
              .executeTakeFirst();
            // Appended in the order chosen: the gallery's existing order (and its cover) stays as it was.
            const start = row?.low === null || row?.low === undefined ? images.length : queueAfter(row.low);
            const now = new Date().toISOString();
            await trx
              .insertInto('files')
              .values(
                images.map((image, index) => ({
                  owner_type: owner.ownerType,
                  owner_id: ownerId,
                  gallery_type,
                  path: image.path,
                  mime: image.mime,
                  width: image.width,
                  height: image.height,
                  title: '{}',
                  alt: toJson(file_alts[index]?.alt),
                  decorative: file_alts[index]?.decorative ?? 0,
                  queue: start - index,
                  created_at: now,
                })),
              )
              .execute();
          }),
        );
        reply.status(201);
        return { success: true, message: successMessages.created, data: await galleryOf(db, owner, ownerId) };
      },
    },
    {
      method: 'PUT',
      url: owner.queueUrl,
      access: 'content',
      handler: async (request) => {
        const ownerId = await owner.resolveOwner(db, request);
        const input = await validateBody(galleryQueueSchema, bodyOf(request));
        const current = await db
          .selectFrom('files')
          .select('id')
          .where('owner_type', '=', owner.ownerType)
          .where('owner_id', '=', ownerId)
          .where('gallery_type', '=', input.gallery_type)
          .execute();
        // The whole gallery, each file once: a partial list would leave the cover to chance.
        const ids = new Set(current.map((row) => row.id));
        const complete = input.file_list.length === ids.size && input.file_list.every((id) => ids.has(id));
        if (!complete) {
          throw new HttpError(422, reorderFailedMessage, { file_list: reorderFailedMessage });
        }
        await applyOrder(db, 'files', input.file_list, { column: 'owner_id', value: ownerId });
        return { success: true, message: successMessages.changed, data: await galleryOf(db, owner, ownerId) };
      },
    },
    {
      method: 'PUT',
      url: owner.deleteUrl,
      access: 'content',
      handler: async (request) => {
        const fileId = idParam(request, 'fileId');
        const input = await validateBody(fileAltSchema, bodyOf(request));
        const file = await findFile(db, owner, fileId);
        await db
          .updateTable('files')
          .set({ alt: toJson(input.alt), decorative: input.decorative })
          .where('id', '=', file.id)
          .execute();
        return { success: true, message: successMessages.updated, data: await findFile(db, owner, fileId) };
      },
    },
    {
      method: 'DELETE',
      url: owner.deleteUrl,
      access: 'content',
      handler: async (request) => {
        const fileId = idParam(request, 'fileId');
        const file = await findFile(db, owner, fileId);
        await db.deleteFrom('files').where('id', '=', fileId).execute();
        await store.remove([file.url]);
        return { success: true, message: successMessages.deleted, data: file };
      },
    },
  ]);
}

export const productGallery: GalleryOwner = {
  ownerType: 'product',
  kind: 'products',
  uploadUrl: '/products/:id/files',
  queueUrl: '/products/files-queue/:id',
  deleteUrl: '/products/files/:fileId',
  resolveOwner: async (db, request) => {
    const id = idParam(request);
    const row = await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return id;
  },
};

/** The course gallery (SPEC §7 files-queue): POST /products/:id/files, PUT /products/files-queue/:id, DELETE /products/files/:fileId. */
export async function productFilesRoutes(app: FastifyInstance, options: AdminRouteOptions) {
  galleryRoutes(app, options, productGallery);
}
