import type { FastifyInstance } from 'fastify';
import type { SocialMediaItem } from '../../../shared/publicApi.js';
import { registerRoutes } from '../../http/routes.js';
import { type PublicContext, pageRoute } from './context.js';

export async function socialMediaRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/social-media', (): Promise<SocialMediaItem[]> =>
      ctx.db
        .selectFrom('social_media')
        .select(['id', 'name', 'uri'])
        .orderBy('queue', 'desc')
        .orderBy('id', 'asc')
        .execute(),
    ),
  ]);
}
