import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.js';
import { sessionRoutes } from './session.js';
import { dashboardRoutes } from './dashboard.js';
import { siteSettingsRoutes } from './siteSettings.js';
import { contractRoutes } from './contracts.js';
import { inboxRoutes } from './inbox.js';
import { userRoutes } from './users.js';
import { roleRoutes } from './roles.js';
import { languageRoutes } from './languages.js';
import { contactInformationRoutes } from './contactInformation.js';
import { socialMediaRoutes } from './socialMedia.js';
import { pageMetaRoutes } from './pageMeta.js';
import { supportRoutes } from './support.js';
import { preRegistrationRoutes } from './preRegistrations.js';
import { corporateRequestRoutes } from './corporateRequests.js';
import { companyConfigRoutes } from './companyConfig.js';
import { kvkkRoutes } from './kvkk.js';
import { categoryRoutes } from './categories.js';
import { productRoutes } from './products.js';
import { productFilesRoutes } from './productFiles.js';
import { instructorRoutes } from './instructors.js';
import { brandRoutes } from './brands.js';
import { newsRoutes } from './news.js';
import { uploadRoutes } from './uploads.js';
import { contentRoutes } from './contents.js';
import { openPositionRoutes } from './openPositions.js';
import { testimonialRoutes } from './testimonials.js';
import { clientReferenceRoutes } from './clientReferences.js';
import { auditLogRoutes } from './auditLog.js';
import { previewRoutes } from './preview.js';
import { versionRestoreRoutes } from './versionRestore.js';
import { registerAccessGuard } from './accessGuard.js';
import { twoStepRoutes } from './twoStep.js';
import { securitySettingsRoutes } from './securitySettings.js';
import { mailOutboxRoutes } from './mailOutbox.js';
import { personalDataRoutes } from './personalData.js';
import type { AdminRouteOptions } from './options.js';

/**
 * Every back office route, under /api/admin. Each file registers one resource; its path and permission are
 * declared in shared/adminResources.ts, and the access guard holds every route to that declaration.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRouteOptions) {
  registerAccessGuard(app);
  await app.register(auditLogRoutes, options); // first: its hooks log the writes of every route below
  await app.register(sessionRoutes, options);
  await app.register(dashboardRoutes, options);
  await app.register(siteSettingsRoutes, options);
  await app.register(contractRoutes, options);
  await app.register(inboxRoutes, options);
  await app.register(userRoutes, options);
  await app.register(roleRoutes, options);
  await app.register(languageRoutes, options);
  await app.register(contactInformationRoutes, options);
  await app.register(socialMediaRoutes, options);
  await app.register(pageMetaRoutes, options);
  await app.register(supportRoutes, options);
  await app.register(preRegistrationRoutes, options);
  await app.register(corporateRequestRoutes, options);
  await app.register(companyConfigRoutes, options);
  await app.register(kvkkRoutes, options);
  await app.register(categoryRoutes, options);
  await app.register(productRoutes, options);
  await app.register(productFilesRoutes, options);
  await app.register(instructorRoutes, options);
  await app.register(brandRoutes, options);
  await app.register(newsRoutes, options);
  await app.register(uploadRoutes, options);
  await app.register(contentRoutes, options);
  await app.register(openPositionRoutes, options);
  await app.register(testimonialRoutes, options);
  await app.register(clientReferenceRoutes, options);
  await app.register(previewRoutes, options);
  await app.register(twoStepRoutes, { db: options.db, throttle: options.loginThrottle });
  await app.register(securitySettingsRoutes, options);
  await app.register(mailOutboxRoutes, options);
  await app.register(personalDataRoutes, options);
  await app.register(versionRestoreRoutes, options);
  // An unknown admin path still passes the guard first, so it reveals nothing without a token.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    config: { access: 'signed-in' },
    handler: async () => {
      throw notFound('Adres bulunamadı');
    },
  });
}
