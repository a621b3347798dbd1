import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';
import type { Access, RouteDef } from '../../http/routes.js';
import { validationFailedMessage } from '../../http/validate.js';
import { type ImageKind, type ImageStore, imageMessages, thumbUrlOf } from '../../services/images.js';
import { successMessages } from './helpers.js';

/*
 * A record with one image: a brand's logo, an instructor's photo, a news item's image. The image arrives in
 * one multipart field, is checked and written under a temporary name before the row is written, and moved
 * into place once that write has committed (removed if it fails); the image a record no longer points at
 * (replaced, cleared, or its record deleted) leaves the disk once the row has changed.
 */

export const oneImageMessage = 'Yalnızca bir görsel yüklenebilir';

/**
 * Whether the form asks to clear the record's image: `remove_<field>=1`, or the field sent empty (what the
 * admin's form data sends for a cleared image input).
 */
export const wantsImageRemoved = (body: Record<string, unknown>, field: string, removeFlag: number) =>
  removeFlag === 1 || body[field] === '' || body[field] === 'null';

/** The thumbnail of a record's one image, as its list and form show it: none while it has no image. */
export const thumbUrlOrNull = (imagePath: string | null) => (imagePath ? thumbUrlOf(imagePath) : null);

type Upload = NonNullable<FastifyRequest['uploads']>[number];

/** The one image a request that carries nothing else sends (the editor's image, a logo): else a 422. */
export function soleUploadedImage(request: FastifyRequest): Upload {
  const files = request.uploads ?? [];
  if (files.length === 0) throw new HttpError(422, imageMessages.missing);
  if (files.length > 1) throw new HttpError(422, oneImageMessage);
  return files[0];
}

/**
 * POST <url> of one image sent alone (the editor's image, a logo): `save` checks, converts and stores it, and
 * the 201 answers what it gives back, the image's address first, for the form to use.
 */
export const imageUploadRoute = (
  url: string,
  access: Access,
  save: (file: Upload, request: FastifyRequest) => Promise<{ url: string }>,
): RouteDef => ({
  method: 'POST',
  url,
  access,
  handler: async (request, reply) => {
    const data = await save(soleUploadedImage(request), request);
    reply.status(201);
    return { success: true, message: successMessages.created, data };
  },
});

export interface SingleImageSpec<R> {
  /** The folder under uploads/. */
  kind: ImageKind;
  /** The multipart field the image arrives in (`logo`, `photo`, `image`). */
  field: string;
  /** The record's image: a URL path under /uploads, or null. */
  pathOf: (record: R) => string | null;
  /** The record as the API answers it (a 404 when it does not exist). */
  find: (id: number) => Promise<R>;
}

export class SingleImage<R extends { id: number }> {
  constructor(
    private readonly store: ImageStore,
    private readonly spec: SingleImageSpec<R>,
  ) {}

  /** Creates the record: `insert` gets the stored image's path (or null) and answers the new id. */
  async create(request: FastifyRequest, insert: (imagePath: string | null) => Promise<number>): Promise<R> {
    const id = await this.withUpload(request, (imagePath) => insert(imagePath ?? null));
    return this.spec.find(id);
  }

  /**
   * Updates the record: `write` gets the image path to store (the one sent, null when `clear`, else the
   * current one). Answers the record as it is now, once the image it replaced is gone from the disk.
   */
  async update(
    request: FastifyRequest,
    before: R,
    clear: boolean,
    write: (imagePath: string | null) => Promise<unknown>,
  ): Promise<R> {
    const current = this.spec.pathOf(before);
    await this.withUpload(request, (imagePath) => write(imagePath ?? (clear ? null : current)));
    const after = await this.spec.find(before.id);
    if (current && current !== this.spec.pathOf(after)) await this.store.remove([current]);
    return after;
  }

  /** Removes a deleted record's image from the disk. */
  removeOf(record: R): Promise<void> {
    return this.store.remove([this.spec.pathOf(record)]);
  }

  /** Runs `commit` with the path of the image sent (stored first), or undefined when none was sent. */
  private withUpload<T>(request: FastifyRequest, commit: (imagePath?: string) => Promise<T>): Promise<T> {
    const { field, kind } = this.spec;
    const files = (request.uploads ?? []).filter((file) => file.fieldname === field);
    if (files.length > 1) throw new HttpError(422, validationFailedMessage, { [field]: oneImageMessage });
    if (files.length === 0) return commit(undefined);
    return this.store.withImages(kind, files, ([image]) => commit(image.path));
  }
}
