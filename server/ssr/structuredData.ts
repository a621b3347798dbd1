import type {
  BreadcrumbList,
  Course,
  CourseInstance,
  EducationalOrganization,
  FAQPage,
  ImageObject,
  ItemAvailability,
  NewsArticle,
  Offer,
  Organization,
  Person,
  WithContext,
} from 'schema-dts';
import type {
  CompanyConfig,
  CourseDetail,
  InstructorDetail,
  InstructorRef,
  NewsDetail,
  SocialMediaItem,
} from '../../shared/publicApi.js';
import { localizedPath, paths } from '../../shared/routes.js';
import { altText } from '../../shared/imageAltText.js';
import type { ImageAlt } from '../../shared/publicApi.js';
import { istanbulDateTime, sessionAvailability, sessionLoad, sessionLocation } from './sessionMarkup.js';
import { htmlToText } from './text.js';

/** Everything a page's JSON-LD can draw on: absolute addresses are made with `absolute`. */
export interface StructuredDataInput {
  company: CompanyConfig | undefined;
  /** The page's own absolute address. */
  url: string;
  homeUrl: string;
  lang: string;
  absolute: (path: string) => string;
  /** The company's profiles elsewhere (its social media addresses): the organization's `sameAs`. */
  sameAs?: string[];
}

/** The company's social media profiles a page was rendered with (the footer's), as `sameAs` addresses. */
export function companyProfiles(data: (apiPath: string) => unknown): string[] {
  const items = data('/api/pages/social-media') as SocialMediaItem[] | undefined;
  return (items ?? []).map((item) => item.uri).filter((uri) => /^https?:\/\//.test(uri));
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
  sameAs,
}: StructuredDataInput): WithContext<EducationalOrganization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${homeUrl}#organization`,
    name: company?.companyName || company?.projectCompanyName || '',
    url: homeUrl,
    ...(company?.mainLogoPath ? { logo: absolute(company.mainLogoPath) } : {}),
    ...(sameAs?.length ? { sameAs } : {}),
  };
}

/** The company as a course's provider or an event's organizer: named, with its site and profiles. */
export function organizationRef(input: StructuredDataInput): Organization {
  const { company, homeUrl, sameAs } = input;
  return {
    '@type': 'EducationalOrganization',
    '@id': `${homeUrl}#organization`,
    name: company?.companyName || company?.projectCompanyName || '',
    url: homeUrl,
    ...(sameAs?.length ? { sameAs } : {}),
  };
}

function instructorOf(person: InstructorRef, input: StructuredDataInput): Person {
  return {
    '@type': 'Person',
    name: person.name,
    url: input.absolute(localizedPath(input.lang, paths.instructor(person.seo_name))),
    ...(person.title ? { description: person.title } : {}),
    ...(person.photo ? { image: input.absolute(person.photo) } : {}),
  };
}

/**
 * A course as Google's course-info result reads it: a course-level offer with its category, and per upcoming
 * session a CourseInstance with its mode, place, Istanbul times, schedule or workload, instructors and seats.
 */
export function course(detail: CourseDetail, input: StructuredDataInput): WithContext<Course> {
  // The API's number, the same on every language version; never this page's display text (issue 30).
  const offer = detail.price_offer;
  const priced = (availability: ItemAvailability | undefined): Offer | undefined =>
    offer
      ? {
          '@type': 'Offer',
          category: offer.price === 0 ? 'Free' : 'Paid',
          price: offer.price,
          priceCurrency: offer.currency,
          url: input.url,
          ...(availability ? { availability } : {}),
        }
      : undefined;
  const instructors = detail.instructors.map((person) => instructorOf(person, input));
  const instances: CourseInstance[] = detail.sessions.map((session) => {
    const location = sessionLocation(session, input.url);
    const instanceOffer = priced(sessionAvailability(session));
    return {
      '@type': 'CourseInstance',
      courseMode: session.is_online ? 'Online' : 'Onsite',
      startDate: istanbulDateTime(session.starts_at),
      endDate: istanbulDateTime(session.ends_at),
      ...sessionLoad(session),
      ...(location ? { location } : {}),
      ...(instructors.length ? { instructor: instructors } : {}),
      ...(instanceOffer ? { offers: instanceOffer } : {}),
    };
  });
  // The course can be booked while any session has a seat; with no session scheduled nothing is said of it.
  const courseOffer = priced(
    detail.sessions.length === 0
      ? undefined
      : detail.sessions.some((session) => session.seats_left !== 0)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/SoldOut',
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${input.url}#course`,
    name: detail.title,
    description: htmlToText(detail.seo_description || detail.summary || detail.description).slice(0, 500),
    url: input.url,
    inLanguage: input.lang,
    provider: organizationRef(input),
    ...(detail.cover ? { image: imageObject(detail.cover, detail.cover_alt, detail.title, input) } : {}),
    ...(courseOffer ? { offers: [courseOffer] } : {}),
    ...(instances.length ? { hasCourseInstance: instances } : {}),
  };
}

/**
 * The course's frequently asked questions as a FAQPage (issue 32): Google requires `mainEntity`, each
 * Question's `name` and its acceptedAnswer's `text` (developers.google.com/search/docs/appearance/
 * structured-data/faqpage). The answers are plain text, the same words the page shows. None without questions.
 */
export function faqPage(detail: CourseDetail, input: StructuredDataInput): WithContext<FAQPage> | null {
  if (!detail.faq?.length) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: input.url,
    inLanguage: input.lang,
    mainEntity: detail.faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
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
