import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { uploadsDirOf } from '../../plugins/frontend.js';
import { HttpError } from '../../http/errors.js';
import { imageStoreOf } from './catalogueHelpers.js';
import { companyConfigSchema } from '../../../shared/schemas/companyConfig.js';
import type { Translated } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { parseTranslated, toJson } from '../../db/json.js';
import type { CompanyConfigTable } from '../../db/schema.js';
import { demoCompanyConfig } from '../../db/seed/data/site.js';
import { registerRoutes } from '../../http/routes.js';
import { requireSomeField, validateBody, validationFailedMessage } from '../../http/validate.js';
import { bodyOf, translatedInput } from './helpers.js';
import { settingsFormRoutes } from './settingsForm.js';
import { imageUploadRoute } from './singleImage.js';
import { saveSingleRow } from '../../services/singleRow.js';

/** SPEC §3 Configuration, as the admin form reads it: the stored row, with the company name per language. */
export type CompanyConfig = Omit<CompanyConfigTable, 'id' | 'updated_at' | 'company_name'> & {
  company_name: Translated;
};

/** Before anyone saves a configuration, the product's defaults apply (the same ones the public API uses). */
export const defaultCompanyConfig: CompanyConfig = {
  ...demoCompanyConfig,
  company_name: { ...demoCompanyConfig.company_name },
};

const companyConfigFields = Object.keys(companyConfigSchema.fields);

export async function readCompanyConfig(db: Db): Promise<CompanyConfig> {
  const row = await db.selectFrom('company_config').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { ...defaultCompanyConfig, company_name: { ...defaultCompanyConfig.company_name } };
  const { id: _id, updated_at: _updated, company_name, ...rest } = row;
  return { ...rest, company_name: parseTranslated(company_name) };
}

const imagePathFields = ['main_logo_path', 'second_logo_path', 'fav_ico_logo_path'] as const;
export const missingFileMessage = 'Bu dosya sunucuda yok: görseli yükleyin';

/**
 * A logo path under /uploads/ must name a file that is there: a typo would otherwise save as "Güncellendi!"
 * and leave the site with a broken image. (Other paths are the build's own files or https addresses.)
 */
async function missingUploads(config: Config, values: Record<string, unknown>) {
  const uploadsDir = uploadsDirOf(config);
  const errors: Record<string, string> = {};
  for (const field of imagePathFields) {
    const value = values[field];
    if (typeof value !== 'string' || !value.startsWith('/uploads/')) continue;
    const file = path.join(uploadsDir, decodeURIComponent(value.slice('/uploads/'.length)));
    const inside = file.startsWith(uploadsDir + path.sep);
    const exists =
      inside &&
      (await fs.stat(file).then(
        (stat) => stat.isFile(),
        () => false,
      ));
    if (!exists) errors[field] = missingFileMessage;
  }
  return errors;
}

/** The company configuration (single row): logos, colours, names and URL. Administrators only. */
export async function companyConfigRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const store = imageStoreOf(config);
  registerRoutes(app, [
    // A logo or the favicon, checked by content and converted (services/images.ts saveBrandImage); the
    // answer's path goes into the form, which saves it with PUT.
    imageUploadRoute('/settings/company/logo', 'settings', async (file, request) => {
      const slot = bodyOf(request).slot === 'favicon' ? 'favicon' : 'logo';
      const image = await store.saveBrandImage(slot, file);
      return { url: image.path, width: image.width, height: image.height };
    }),
    ...settingsFormRoutes({
      url: '/settings/company',
      access: 'settings',
      read: () => readCompanyConfig(db),
      save: async (body) => {
        const sentName = translatedInput(body, 'company_name');
        // Fields left out keep their value, so a form that edits only the colours does not wipe the logos;
        // a body with none of the fields would change nothing and is refused.
        requireSomeField({ ...body, company_name: sentName }, companyConfigFields);
        const current = await readCompanyConfig(db);
        const company_name = sentName ?? current.company_name;
        const input = await validateBody(companyConfigSchema, { ...current, ...body, company_name });
        const missing = await missingUploads(config, input);
        if (Object.keys(missing).length > 0) throw new HttpError(422, validationFailedMessage, missing);
        await saveSingleRow(db, 'company_config', { ...input, company_name: toJson(input.company_name) });
      },
    }),
  ]);
}
