import type { Thing, WithContext } from 'schema-dts';
import type {
  BrandDetail,
  CompanyConfig,
  ContractDetail,
  CourseDetail,
  InstructorDetail,
  NewsDetail,
  PageLanguages,
  PageMetaMap,
} from '../../shared/publicApi.js';
import { localizedPath, paths, type RouteMatch, unprefixedLanguage } from '../../shared/routes.js';
import { isHexColor, themeProperties } from '../../shared/colors.js';
import { scriptSafeJson } from '../../shared/pageState.js';
import { composeTitle } from '../../shared/pageTitle.js';
import { metaDescription, shorten } from '../../shared/shorten.js';
import * as ld from './structuredData.js';
import { calendarEvents } from './calendarEvents.js';
import { canonicalQuery } from './canonicalQuery.js';
import type { CalendarWindow } from '../../shared/calendarWindow.js';
import { contentShareImage } from './contentShareImage.js';
import { type ShareCard, shareCardOf, shareImagePath, shareImageSize, shareImageType } from './shareCard.js';
import { escapeHtml, htmlToText } from './text.js';

/** The answers a page was rendered from, by API path (without query). */
export type PageData = (apiPath: string) => unknown;

export interface HeadInput {
  route: RouteMatch;
  lang: string;
  origin: string;
  /** The prefix-free path and query of the page (`/egitim-takvimi?category=x`). */
  path: string;
  data: PageData;
  /** Set when the address is unknown: the 404 page, kept out of search engines. */
  notFound: boolean;
  /** A page kept out of search engines although it exists (a preview): no canonical address either. */
  noindex?: boolean;
  /** The active languages' abbrs, in the site's order: each has an address of every page (issue 30). */
  languages: readonly string[];
}

interface PageFacts {
  title: string | null;
  description: string | null;
  image: string | null;
  type: 'website' | 'article' | 'profile';
  structured: WithContext<Thing>[];
  crumbs: { name: string; path: string }[];
  /** A record's page: the languages it is written in (shared/publicApi.ts PageLanguages); else every one. */
  written: PageLanguages | null;
}

const ogLocales: Record<string, string> = { tr: 'tr_TR', en: 'en_US' };
/** OpenGraph's locale is language_TERRITORY: `pt-br` → `pt_BR`; a language without a region stays as it is. */
const ogLocale = (lang: string) =>
  ogLocales[lang] ?? lang.replace(/-(\w+)$/, (_, region: string) => `_${region.toUpperCase()}`);
const seg = encodeURIComponent;

/** What a detail page says about itself: the same title and description the page sets in the browser. */
// eslint-disable-next-line max-lines-per-function -- one switch over the route names, a case for each route's facts
function pageFacts(input: HeadInput, ldInput: ld.StructuredDataInput): PageFacts {
  const { route, data } = input;
  const pageMeta = data('/api/pages/page-meta') as PageMetaMap | undefined;
  const meta = pageMeta?.[route.name];
  /** The crumb of the list above a record's page: the list page's own title, else its address. */
  const listCrumb = (list: 'products' | 'news_archive') => ({
    name: pageMeta?.[list]?.title || paths[list],
    path: paths[list],
  });
  const facts: PageFacts = {
    title: meta?.title ?? null,
    description: meta?.description ?? null,
    image: null,
    type: 'website',
    structured: [],
    crumbs: [],
    written: null,
  };
  /** A record's own page: its name is the title and the last crumb; the record says what it is written in. */
  const recordPage = (record: PageLanguages, name: string, path: string) => {
    facts.title = name;
    facts.written = record;
    facts.crumbs.push({ name, path });
  };
  const seoName = route.params.seo_name ?? route.params.contract_seo_name ?? '';
  switch (route.name) {
    case 'course': {
      const course = data(`/api/pages/course/${seg(seoName)}`) as CourseDetail | undefined;
      if (!course) break;
      facts.title = course.seo_title || course.title;
      facts.written = course;
      facts.description = course.seo_description || course.summary;
      facts.image = course.cover;
      facts.structured.push(ld.course(course, ldInput));
      const faq = ld.faqPage(course, ldInput);
      if (faq) facts.structured.push(faq);
      facts.crumbs.push(listCrumb('products'));
      if (course.category?.parent) {
        facts.crumbs.push({
          name: course.category.parent.name,
          path: `${paths.products}?category=${seg(course.category.parent.seo_name)}`,
        });
      }
      facts.crumbs.push({ name: course.title, path: paths.course(course.seo_name) });
      break;
    }
    case 'instructor': {
      const person = data(`/api/pages/instructor/${seg(seoName)}`) as InstructorDetail | undefined;
      if (!person) break;
      recordPage(person, person.name, paths.instructor(person.seo_name));
      facts.description = person.summary;
      facts.image = person.photo;
      facts.type = 'profile';
      facts.structured.push(ld.person(person, ldInput));
      break;
    }
    case 'news': {
      const news = data(`/api/pages/news/${seg(seoName)}`) as NewsDetail | undefined;
      if (!news) break;
      facts.crumbs.push(listCrumb('news_archive'));
      recordPage(news, news.title, paths.news(news.seo_name));
      facts.description = news.summary;
      facts.image = news.image;
      facts.type = 'article';
      facts.structured.push(ld.newsArticle(news, ldInput));
      break;
    }
    case 'brand': {
      const brand = data(`/api/pages/brand/${seg(seoName)}`) as BrandDetail | undefined;
      if (!brand) break;
      recordPage(brand, brand.name, paths.brand(brand.seo_name));
      // As the brand page says it in the browser (site: metaDescription): cut at a word.
      facts.description = metaDescription(brand.description);
      facts.image = brand.logo;
      break;
    }
    case 'contract': {
      const contract = data(`/api/pages/contract/${seg(seoName)}`) as ContractDetail | undefined;
      if (!contract) break;
      recordPage(contract, contract.name, paths.contract(contract.seo_name));
      break;
    }
    case 'products': {
      // The calendar's window of months (issue 31): its sessions are the page's events.
      const window = data('/api/pages/calendar') as CalendarWindow | undefined;
      const category = window?.main_category;
      if (category) {
        facts.title = category.seo_title || facts.title;
        facts.description = category.seo_description || facts.description;
      }
      const events = window && calendarEvents(window.courses, ldInput);
      if (events) facts.structured.push(events);
      break;
    }
    default: {
      facts.image = contentShareImage(route.name, data) ?? null;
      break;
    }
  }
  return facts;
}

/**
 * The <head> of a server-rendered public page: title and description as the browser would set them, the
 * canonical address and its language twins, OpenGraph and Twitter cards, the favicon and the JSON-LD.
 */
function pageContext(input: HeadInput) {
  const { lang, origin, data } = input;
  const company = data('/api/pages/company-config') as CompanyConfig | undefined;
  const routePath = input.path.split('?')[0];
  // A list's later page or a calendar month is a page of its own: its address keeps what names it.
  const query = canonicalQuery(input.route.name, input.path.split('?')[1] ?? '');
  const absolute = (path: string) =>
    /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
  const url = absolute(localizedPath(lang, routePath)) + query;
  const homeUrl = absolute(localizedPath(lang, '/'));
  const ldInput = { company, url, homeUrl, lang, absolute, sameAs: ld.companyProfiles(data) };
  return { company, routePath, query, absolute, url, homeUrl, ldInput, facts: pageFacts(input, ldInput) };
}

/** What a page's share image shows (ssr/shareCard.ts): the title and picture its head states. */
export function pageShareCard(input: HeadInput): ShareCard {
  const { company, facts } = pageContext(input);
  return shareCardOf(input.route.name, facts, company);
}

export function pageHead(input: HeadInput): string {
  const { lang, notFound } = input;
  const { company, routePath, query, absolute, url, homeUrl, ldInput, facts } = pageContext(input);

  const title = composeTitle(facts.title, company?.companyName);
  const description = shorten(htmlToText(facts.description), 300);
  // Every page's share image is its own drawn JPEG (issue 32): the picture with the title over it, which is
  // also what its alt says; the 404 page, never shared, has none.
  const card = shareCardOf(input.route.name, facts, company);
  const image = notFound ? null : shareImagePath(lang, input.route, input.path.split('?')[1] ?? '', card);
  const imageAlt = image ? card.title : '';
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  ];
  if (notFound || input.noindex) {
    tags.push('<meta name="robots" content="noindex">');
  } else {
    // A record not yet written in the page's language shows the default language's text: that address is
    // the original, and the page's language twins are the languages it is written in (issue 30).
    const written = facts.written?.translated_languages;
    const twins = written ? input.languages.filter((code) => written.includes(code)) : input.languages;
    const contentLang = facts.written?.content_lang ?? lang;
    // A record's address may have another slug in each language (issue 30): the answer names them.
    const slugs = facts.written?.seo_names;
    const build = paths[input.route.name as keyof typeof paths];
    const pathIn = (code: string) =>
      (slugs?.[code] && typeof build === 'function' ? build(slugs[code]) : routePath) + query;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(contentLang === lang ? url : absolute(localizedPath(contentLang, pathIn(contentLang))))}">`,
    );
    for (const code of twins) {
      tags.push(
        `<link rel="alternate" hreflang="${code}" href="${escapeHtml(absolute(localizedPath(code, pathIn(code))))}">`,
      );
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(pathIn(unprefixedLanguage)))}">`,
    );
  }
  const og: [string, string | null][] = [
    ['og:type', facts.type],
    ['og:site_name', company?.companyName ?? null],
    ['og:title', facts.title?.trim() || title],
    ['og:description', description || null],
    ['og:url', url],
    ['og:locale', ogLocale(lang)],
    ['og:image', image ? absolute(image) : null],
    ['og:image:type', image ? shareImageType : null],
    ['og:image:width', image ? String(shareImageSize.width) : null],
    ['og:image:height', image ? String(shareImageSize.height) : null],
    ['og:image:alt', image && imageAlt ? imageAlt : null],
  ];
  for (const [property, content] of og) {
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  }
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);
  tags.push(`<meta name="twitter:title" content="${escapeHtml(facts.title?.trim() || title)}">`);
  if (description) tags.push(`<meta name="twitter:description" content="${escapeHtml(description)}">`);
  if (image) tags.push(`<meta name="twitter:image" content="${escapeHtml(absolute(image))}">`);
  if (image && imageAlt) tags.push(`<meta name="twitter:image:alt" content="${escapeHtml(imageAlt)}">`);
  if (company?.favIcoLogoPath) tags.push(`<link rel="icon" href="${escapeHtml(company.favIcoLogoPath)}">`);
  else tags.push('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  tags.push('<link rel="manifest" href="/manifest.webmanifest">');
  if (company && isHexColor(company.mainColor)) {
    tags.push(`<meta name="theme-color" content="${escapeHtml(company.mainColor)}">`);
  }
  // The configured colours from the first paint (the browser's theme hook would only set them after hydration).
  const theme = Object.entries(company ? themeProperties(company) : {});
  if (theme.length) {
    tags.push(`<style>:root{${theme.map(([name, value]) => `${name}:${value}`).join(';')}}</style>`);
  }

  if (!notFound) {
    const structured: WithContext<Thing>[] = [ld.organization(ldInput), ...facts.structured];
    if (facts.crumbs.length) {
      const home = { name: company?.companyName || 'Ana Sayfa', url: homeUrl };
      structured.push(
        ld.breadcrumbs([
          home,
          ...facts.crumbs.map((c) => ({ name: c.name, url: absolute(localizedPath(lang, c.path)) })),
        ]),
      );
    }
    tags.push(`<script type="application/ld+json">${scriptSafeJson(structured)}</script>`);
  }
  return tags.join('\n');
}
