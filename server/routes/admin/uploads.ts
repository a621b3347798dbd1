import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { imageMessages } from '../../services/images.js';
import { imageStoreOf } from './catalogueHelpers.js';
import { oneImageMessage } from './singleImage.js';
import type { AdminRouteOptions } from './options.js';

/*
 * POST /uploads/image: one image for the rich text editors (any multipart field name: `image`, `file`,
 * `upload`…). It goes through the same checks and conversion as every other upload and answers the URL to
 * put in the editor's <img src>, which the rich text sanitizer accepts (/uploads/…).
 */
export async function uploadRoutes(app: FastifyInstance, { config }: AdminRouteOptions) {
  const store = imageStoreOf(config);
  registerRoutes(app, [
    {
      method: 'POST',
      url: '/uploads/image',
      access: 'content',
      handler: async (request, reply) => {
        const files = request.uploads ?? [];
        if (files.length === 0) throw new HttpError(422, imageMessages.missing);
        if (files.length > 1) throw new HttpError(422, oneImageMessage);
        const [image] = await store.save('editor', files);
        reply.status(201);
        return {
          success: true,
          message: 'Başarılı!',
          data: { url: image.path, thumb_url: image.thumbPath, width: image.width, height: image.height },
        };
      },
    },
  ]);
}
