import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brochureFileName } from '../../../shared/brochure.js';
import type { CompanyConfig, ContactInformation, StaticLanguages } from '../../../shared/publicApi.js';
import { localizedPath, paths, splitLanguagePrefix } from '../../../shared/routes.js';
import { defaultLanguage } from '../../../shared/types.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { uploadsDirOf } from '../../plugins/frontend.js';
import { sendAnswer } from '../../plugins/publicCache.js';
import { logoPng } from '../../services/brochureLogo.js';
import { type BrochureCourse, buildBrochureModel } from '../../services/brochureModel.js';
import { renderBrochurePdf } from '../../services/brochurePdf.js';
import { siteOrigin } from '../../ssr/pageRenderer.js';
import { BrochureCache } from './brochureCache.js';
import { type PublicContext, activeLanguages, routeParam, todayKey } from './context.js';

const defaultMainColor = '#1d4ed8';

/** The `data` of a public GET in a language, from the API's own (cached) handlers; undefined for a 404. */
async function loadAnswer<T>(app: FastifyInstance, url: string, lang: string): Promise<T | undefined> {
  const response = await app.inject({ method: 'GET', url, cookies: { _lang: lang } });
  if (response.statusCode === 200) return (JSON.parse(response.body) as { data: T }).data;
  if (response.statusCode === 404) return undefined;
  throw new Error(`${url} answered ${response.statusCode}`);
}

/**
 * GET /kurs/:seo_name/brosur.pdf (and /en/kurs/…): the course's brochure, a PDF drawn from the same answers as
 * the course page, in the address's language (issue 32). Unknown, unpublished or trashed courses have no
 * brochure, as they have no page. The PDF is kept per language, course and day (its sessions are "from
 * today") until any admin write (here or on another instance) empties the public cache (brochureCache.ts).
 */
export async function brochureRoutes(app: FastifyInstance, ctx: PublicContext) {
  const origin = siteOrigin(ctx.config);
  const folders = { uploadsDir: uploadsDirOf(ctx.config), distDir: ctx.config.distDir };
  const cache = new BrochureCache(ctx.cache);

  const build = async (lang: string, seoName: string): Promise<Buffer | undefined> => {
    const coursePath = `/api/pages/course/${encodeURIComponent(seoName)}`;
    const [course, company, contact, languages] = await Promise.all([
      loadAnswer<BrochureCourse>(app, coursePath, lang),
      loadAnswer<CompanyConfig>(app, '/api/pages/company-config', lang),
      loadAnswer<ContactInformation>(app, '/api/pages/contact-information', lang),
      loadAnswer<StaticLanguages>(app, '/api/pages/static-languages', lang),
    ]);
    if (!course || !company || !contact || !languages) return undefined;
    const model = buildBrochureModel({
      lang,
      course,
      companyName: company.companyName || company.projectCompanyName,
      contact,
      dictionary: languages.page_lang,
      courseUrl: `${origin}${localizedPath(lang, paths.course(course.seo_name))}`,
    });
    return renderBrochurePdf(model, {
      logo: await logoPng(company.mainLogoPath, folders),
      mainColor: /^#[0-9a-f]{6}$/i.test(company.mainColor) ? company.mainColor : defaultMainColor,
    });
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // The address names the language, as for the pages: no prefix is Turkish, whatever the cookie says.
    const { lang: addressLang } = splitLanguagePrefix(new URL(request.url, 'http://x').pathname);
    const lang = addressLang ?? defaultLanguage;
    const prefixed = routeParam(request, 'lang') !== '';
    const known = (await activeLanguages(ctx)).some((row) => row.abbr === lang);
    // A prefix that is no active language (or the default language's, whose addresses have none) has no page.
    if (prefixed !== (addressLang !== null) || (prefixed && lang === defaultLanguage) || !known) {
      throw notFound('Sayfa bulunamadı');
    }
    const seoName = routeParam(request, 'seo_name');
    const entry = await cache.answer(`${lang}|${seoName}|${todayKey()}`, () => build(lang, seoName));
    if (!entry) throw notFound('Eğitim bulunamadı');
    reply.header('content-disposition', `inline; filename="${brochureFileName(seoName)}"`);
    // The language is in the address, so the answer varies by nothing but the encoding.
    return sendAnswer(request, reply, entry, '');
  };

  registerRoutes(app, [
    { method: 'GET', url: '/kurs/:seo_name/brosur.pdf', handler: serve },
    { method: 'GET', url: '/:lang/kurs/:seo_name/brosur.pdf', handler: serve },
  ]);
}
