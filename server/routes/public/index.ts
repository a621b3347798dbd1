import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ResponseCache } from '../../plugins/publicCache.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { brandRoutes } from './brands.js';
import { brochureRoutes } from './brochure.js';
import { categoryRoutes } from './categories.js';
import { contactFormRoutes } from './contactForm.js';
import { preRegistrationRoutes } from './preRegistration.js';
import { corporateRequestRoutes } from './corporateRequest.js';
import { scriptlessFormRoutes } from './scriptlessForms.js';
import { calendarRoutes } from './calendar.js';
import { calendarPageRoutes } from './calendarPage.js';
import { onlineCourseRoutes } from './onlineCourses.js';
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
import { openPositionRoutes } from './openPositions.js';
import { waitlistOfferRoutes } from './waitlistOffers.js';
import { shareImageRoutes } from './shareImages.js';
import { testimonialRoutes } from './testimonials.js';

export interface PublicRouteOptions {
  db: Db;
  cache: ResponseCache;
  config: Config;
  mail?: MailOutbox;
}

/**
 * Every public route: the site's GETs under /api/pages and its forms. The forms' rate limits come from the
 * enclosing scope (app.ts), which registers @fastify/rate-limit.
 */
export async function publicRoutes(app: FastifyInstance, options: PublicRouteOptions) {
  const ctx = { db: options.db, cache: options.cache, config: options.config, mail: options.mail };
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
  await app.register(openPositionRoutes, ctx);
  await app.register(contractRoutes, ctx);
  await app.register(contactFormRoutes, ctx);
  await app.register(humanResourcesRoutes, ctx);
  await app.register(preRegistrationRoutes, ctx);
  await app.register(corporateRequestRoutes, ctx);
  await app.register(scriptlessFormRoutes, ctx);
  await app.register(calendarRoutes, ctx);
  await app.register(calendarPageRoutes, ctx);
  await app.register(onlineCourseRoutes, ctx);
  await app.register(waitlistOfferRoutes, ctx);
  await app.register(shareImageRoutes, ctx);
  await app.register(brochureRoutes, ctx);
  await app.register(testimonialRoutes, ctx);
}
