import type {
  BreadcrumbList,
  Course,
  CourseInstance,
  EducationalOrganization,
  ImageObject,
  NewsArticle,
  Person,
  WithContext,
} from 'schema-dts';
import type { CompanyConfig, CourseDetail, InstructorDetail, NewsDetail } from '../../shared/publicApi.js';
import { altText } from '../../shared/imageAltText.js';
import type { ImageAlt } from '../../shared/publicApi.js';
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

/**
 * A page's picture as an ImageObject: its address and, as `caption`, the alt text the page's <img> has (the
 * title when none was given; none for a decorative image), so search engines read what the picture shows.
 */
export function imageObject(
  path: string,
  alt: ImageAlt | undefined,
  fallback: string,
  input: StructuredDataInput,
): ImageObject {
  const url = input.absolute(path);
  const caption = altText(alt, fallback);
  return { '@type': 'ImageObject', url, contentUrl: url, ...(caption ? { caption } : {}) };
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

export function course(detail: CourseDetail, input: StructuredDataInput): WithContext<Course> {
  // The API's number, the same on every language version; never this page's display text (issue 30).
  const offer = detail.price_offer;
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
            priceCurrency: offer.currency,
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
    ...(detail.cover ? { image: imageObject(detail.cover, detail.cover_alt, detail.title, input) } : {}),
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
    ...(detail.photo ? { image: imageObject(detail.photo, detail.photo_alt, detail.name, input) } : {}),
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
    ...(detail.image ? { image: [imageObject(detail.image, detail.image_alt, detail.title, input)] } : {}),
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
