import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ResponseCache } from '../../plugins/publicCache.js';
import type { RedisConnections } from '../../cluster/redis.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { brandRoutes } from './brands.js';
import { categoryRoutes } from './categories.js';
import { contactFormRoutes } from './contactForm.js';
import { preRegistrationRoutes } from './preRegistration.js';
import { calendarRoutes } from './calendar.js';
import { contactInformationRoutes } from './contactInformation.js';
import { contentRoutes } from './contents.js';
import { contractRoutes } from './contracts.js';
import { humanResourcesRoutes } from './humanResources.js';
import { instructorRoutes } from './instructors.js';
import { languageRoutes } from './languages.js';
import { newsRoutes } from './news.js';
import { pageMetaRoutes } from './pageMeta.js';
import { productRoutes } from './products.js';
import { socialMediaRoutes } from './socialMedia.js';

export interface PublicRouteOptions {
  db: Db;
  cache: ResponseCache;
  config: Config;
  /** With several instances: the form limits count in Redis, so they hold across instances. */
  redis?: RedisConnections;
  mail?: MailOutbox;
}

/** Every public route: the site's GETs under /api/pages and its two forms. */
export async function publicRoutes(app: FastifyInstance, options: PublicRouteOptions) {
  const ctx = { db: options.db, cache: options.cache, config: options.config, mail: options.mail };
  // Only routes that ask for it (the forms) are limited; the cached GETs are not. With Redis away the
  // forms stay open rather than lose visitors' messages: their limit is against floods, not a lock.
  const { redis } = options;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis: redis.commands, nameSpace: `${redis.prefix}forms:`, skipOnError: true } : {}),
  });
  await app.register(languageRoutes, ctx);
  await app.register(pageMetaRoutes, ctx);
  await app.register(contentRoutes, ctx);
  await app.register(categoryRoutes, ctx);
  await app.register(productRoutes, ctx);
  await app.register(instructorRoutes, ctx);
  await app.register(brandRoutes, ctx);
  await app.register(newsRoutes, ctx);
  await app.register(contactInformationRoutes, ctx);
  await app.register(socialMediaRoutes, ctx);
  await app.register(contractRoutes, ctx);
  await app.register(contactFormRoutes, ctx);
  await app.register(humanResourcesRoutes, ctx);
  await app.register(preRegistrationRoutes, ctx);
  await app.register(calendarRoutes, ctx);
}
