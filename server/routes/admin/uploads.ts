import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '../../http/routes.js';
import { imageStoreOf } from './catalogueHelpers.js';
import { imageUploadRoute } from './singleImage.js';
import type { AdminRouteOptions } from './options.js';

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
