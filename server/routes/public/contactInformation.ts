import type { FastifyInstance } from 'fastify';
import {
  type ContactInformation,
  type ContactInformationItem,
  contactSections,
} from '../../../shared/publicApi.js';
import { defaultLanguage } from '../../../shared/types.js';
import { registerRoutes } from '../../http/routes.js';
import { type PublicContext, pageRoute } from './context.js';

/**
 * Contact information grouped by section (telefon, email, adres, shift, source_link). Items are entered per
 * language; a section with no item in the visitor's language shows the Turkish ones.
 */
export async function contactInformationRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/contact-information', async (lang): Promise<ContactInformation> => {
      const rows = await ctx.db
        .selectFrom('contact_information')
        .select(['id', 'section', 'name', 'content', 'lang'])
        .where('lang', 'in', [lang, defaultLanguage])
        .orderBy('queue', 'desc')
        .orderBy('id', 'asc')
        .execute();
      const pick = (section: string, abbr: string): ContactInformationItem[] =>
        rows
          .filter((row) => row.section === section && row.lang === abbr)
          .map(({ id, name, content }) => ({ id, name, content }));
      const grouped = {} as ContactInformation;
      for (const section of contactSections) {
        const own = pick(section, lang);
        grouped[section] = own.length > 0 ? own : pick(section, defaultLanguage);
      }
      return grouped;
    }),
  ]);
}
