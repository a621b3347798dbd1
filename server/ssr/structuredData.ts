import type {
  BreadcrumbList,
  Course,
  CourseInstance,
  EducationalOrganization,
  NewsArticle,
  Person,
  WithContext,
} from 'schema-dts';
import type { CompanyConfig, CourseDetail, InstructorDetail, NewsDetail } from '../../shared/publicApi.js';
import { htmlToText } from './text.js';

/** Everything a page's JSON-LD can draw on: absolute addresses are made with `absolute`. */
export interface StructuredDataInput {
  company: CompanyConfig | undefined;
  /** The page's own absolute address. */
  url: string;
  homeUrl: string;
  lang: string;
  absolute: (path: string) => string;
}

export function organization({
  company,
  homeUrl,
  absolute,
}: StructuredDataInput): WithContext<EducationalOrganization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${homeUrl}#organization`,
    name: company?.companyName || company?.projectCompanyName || '',
    url: homeUrl,
    ...(company?.mainLogoPath ? { logo: absolute(company.mainLogoPath) } : {}),
  };
}

/** "7.900 TL + KDV" → 7900 TRY; a price written in words ("Ücretsiz", "Teklif alınız") gives no offer price. */
export function parsePrice(text: string | null): { price: number; priceCurrency: string } | null {
  if (!text) return null;
  const number = /(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?/.exec(text);
  if (!number) return null;
  const price = Number(`${number[1].replace(/\./g, '')}.${number[2] ?? '0'}`);
  const currency = /€|eur/i.test(text) ? 'EUR' : /\$|usd/i.test(text) ? 'USD' : 'TRY';
  return { price, priceCurrency: currency };
}

export function course(detail: CourseDetail, input: StructuredDataInput): WithContext<Course> {
  const offer = parsePrice(detail.price);
  const instances: CourseInstance[] = detail.sessions.map((session) => ({
    '@type': 'CourseInstance',
    startDate: session.starts_at,
    endDate: session.ends_at,
    courseMode: session.is_online ? 'online' : 'onsite',
    ...(session.is_online
      ? { location: { '@type': 'VirtualLocation', url: input.url } }
      : session.place
        ? { location: { '@type': 'Place', name: session.place, address: session.place } }
        : {}),
    ...(detail.instructors.length
      ? { instructor: detail.instructors.map((p) => ({ '@type': 'Person', name: p.name })) }
      : {}),
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            price: offer.price,
            priceCurrency: offer.priceCurrency,
            url: input.url,
            availability:
              session.seats_left === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }
      : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: detail.title,
    description: htmlToText(detail.seo_description || detail.summary || detail.description).slice(0, 500),
    url: input.url,
    inLanguage: input.lang,
    provider: { '@id': `${input.homeUrl}#organization` },
    ...(detail.cover ? { image: input.absolute(detail.cover) } : {}),
    ...(instances.length ? { hasCourseInstance: instances } : {}),
  };
}

export function person(detail: InstructorDetail, input: StructuredDataInput): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: detail.name,
    url: input.url,
    ...(detail.title ? { jobTitle: detail.title } : {}),
    ...(detail.photo ? { image: input.absolute(detail.photo) } : {}),
    ...(detail.summary ? { description: htmlToText(detail.summary) } : {}),
    worksFor: { '@id': `${input.homeUrl}#organization` },
  };
}

export function newsArticle(detail: NewsDetail, input: StructuredDataInput): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: detail.title.slice(0, 110),
    datePublished: detail.published_at,
    url: input.url,
    inLanguage: input.lang,
    ...(detail.image ? { image: [input.absolute(detail.image)] } : {}),
    ...(detail.summary ? { description: htmlToText(detail.summary) } : {}),
    publisher: { '@id': `${input.homeUrl}#organization` },
  };
}

export function breadcrumbs(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
