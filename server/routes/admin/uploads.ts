import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Access, type RouteDef, registerRoutes } from '../../http/routes.js';
import { imageStoreOf } from './catalogueHelpers.js';
import { successMessages } from './helpers.js';
import { soleUploadedImage } from './singleImage.js';
import type { AdminRouteOptions } from './options.js';

type Upload = ReturnType<typeof soleUploadedImage>;

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

/*
 * POST /uploads/image: one image for the rich text editors (any multipart field name: `image`, `file`,
 * `upload`…). It goes through the same checks and conversion as every other upload and answers the URL to
 * put in the editor's <img src>, which the rich text sanitizer accepts (/uploads/…).
 */
export async function uploadRoutes(app: FastifyInstance, { config }: AdminRouteOptions) {
  const store = imageStoreOf(config);
  registerRoutes(app, [
    imageUploadRoute('/uploads/image', 'content', async (file) => {
      const [image] = await store.save('editor', [file]);
      return { url: image.path, thumb_url: image.thumbPath, width: image.width, height: image.height };
    }),
  ]);
}
