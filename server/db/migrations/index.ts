import type { Migration } from 'kysely';
import * as initial from './0001_initial.js';
import * as translateNames from './0002_translate_names.js';
import * as preRegistrations from './0003_pre_registrations.js';
import * as oldAddresses from './0004_old_addresses.js';
import * as sessionBinding from './0005_session_binding.js';
import * as mailOutbox from './0006_mail_outbox.js';
import * as kvkkConsentRetention from './0007_kvkk_consent_retention.js';
import * as passwordResets from './0008_password_resets.js';
import * as openPositions from './0009_open_positions.js';
import * as auditLog from './0010_audit_log.js';
import * as sessionIdle from './0011_session_idle.js';
import * as twoStep from './0012_two_step.js';
import * as mailBodyCleared from './0013_mail_body_cleared.js';
import * as contentTrash from './0014_content_trash.js';
import * as imageAltTexts from './0015_image_alt_texts.js';
import * as serverSecrets from './0016_server_secrets.js';
import * as personalDataRequests from './0017_personal_data_requests.js';
import * as retentionEverywhere from './0018_retention_everywhere.js';
import * as waitlistOffers from './0019_waitlist_offers.js';
import * as corporateRequests from './0020_corporate_requests.js';
import * as courseFaq from './0021_course_faq.js';
import * as testimonials from './0022_testimonials.js';
import * as seoSlugs from './0023_seo_slugs.js';

/** Every migration, in order. Listed explicitly so they run the same under tsx, Vitest and a bundle. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_translate_names': translateNames,
  '0003_pre_registrations': preRegistrations,
  '0004_old_addresses': oldAddresses,
  '0005_session_binding': sessionBinding,
  '0006_mail_outbox': mailOutbox,
  '0007_kvkk_consent_retention': kvkkConsentRetention,
  '0008_password_resets': passwordResets,
  '0009_open_positions': openPositions,
  '0010_audit_log': auditLog,
  '0011_session_idle': sessionIdle,
  '0012_two_step': twoStep,
  '0013_mail_body_cleared': mailBodyCleared,
  '0014_content_trash': contentTrash,
  '0015_image_alt_texts': imageAltTexts,
  '0016_server_secrets': serverSecrets,
  '0017_personal_data_requests': personalDataRequests,
  '0018_retention_everywhere': retentionEverywhere,
  '0019_waitlist_offers': waitlistOffers,
  '0020_corporate_requests': corporateRequests,
  '0021_course_faq': courseFaq,
  '0022_testimonials': testimonials,
  '0023_seo_slugs': seoSlugs,
};
