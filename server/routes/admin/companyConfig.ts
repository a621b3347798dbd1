import type { FastifyInstance } from 'fastify';
import { companyConfigSchema } from '../../../shared/schemas/companyConfig.js';
import type { Translated } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { parseTranslated, toJson } from '../../db/json.js';
import type { CompanyConfigTable } from '../../db/schema.js';
import { demoCompanyConfig } from '../../db/seed/data/site.js';
import { registerRoutes } from '../../http/routes.js';
import { requireSomeField, validateBody } from '../../http/validate.js';
import { bodyOf, successMessages, translatedInput } from './helpers.js';

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

/** The company configuration (single row): logos, colours, names and URL. Administrators only. */
export async function companyConfigRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/settings/company',
      access: 'settings',
      handler: async () => ({ success: true, data: await readCompanyConfig(db) }),
    },
    {
      method: 'PUT',
      url: '/settings/company',
      access: 'settings',
      handler: async (request) => {
        const body = bodyOf(request);
        const sentName = translatedInput(body, 'company_name');
        // Fields left out keep their value, so a form that edits only the colours does not wipe the logos;
        // a body with none of the fields would change nothing and is refused.
        requireSomeField({ ...body, company_name: sentName }, companyConfigFields);
        const current = await readCompanyConfig(db);
        const company_name = sentName ?? current.company_name;
        const input = await validateBody(companyConfigSchema, { ...current, ...body, company_name });
        const values = {
          ...input,
          company_name: toJson(input.company_name),
          updated_at: new Date().toISOString(),
        };
        await db
          .insertInto('company_config')
          .values({ id: 1, ...values })
          .onConflict((oc) => oc.column('id').doUpdateSet(values))
          .execute();
        return { success: true, message: successMessages.updated, data: await readCompanyConfig(db) };
      },
    },
  ]);
}
