import type { EducationEvent, ItemList, WithContext } from 'schema-dts';
import type { CalendarCourse } from '../../shared/calendarWindow.js';
import { localizedPath, paths } from '../../shared/routes.js';
import { istanbulDateTime, sessionAvailability, sessionLocation } from './sessionMarkup.js';
import type { StructuredDataInput } from './structuredData.js';
import { htmlToText } from './text.js';

/** A description long enough to say what the course is, short enough that 60 events stay light. */
const descriptionLength = 160;

function shortText(text: string): string {
  const plain = htmlToText(text);
  if (plain.length <= descriptionLength) return plain;
  // Cut at a word, not mid-word.
  const cut = plain.slice(0, descriptionLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The education calendar as Google's event result reads it: one EducationEvent per upcoming session, in date
 * order, its offer pointing at the course page (where it is booked). The page already lists every session, so
 * each event carries only what Google asks for and recommends: a short description, the cover's address,
 * the organizer's name and site (its profiles are on the page's Organization).
 */
export function calendarEvents(
  courses: readonly CalendarCourse[],
  input: StructuredDataInput,
): WithContext<ItemList> | null {
  const organizer = {
    '@type': 'EducationalOrganization' as const,
    name: input.company?.companyName || input.company?.projectCompanyName || '',
    url: input.homeUrl,
  };
  const events: EducationEvent[] = courses
    .flatMap((item) => item.sessions.map((session) => ({ item, session })))
    .sort((a, b) => Date.parse(a.session.starts_at) - Date.parse(b.session.starts_at))
    .map(({ item, session }) => {
      const url = input.absolute(localizedPath(input.lang, paths.course(item.seo_name)));
      const location = sessionLocation(session, url);
      const offer = item.price_offer;
      return {
        '@type': 'EducationEvent',
        name: item.title,
        startDate: istanbulDateTime(session.starts_at),
        endDate: istanbulDateTime(session.ends_at),
        eventAttendanceMode: session.is_online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        ...(location ? { location } : {}),
        ...(item.cover ? { image: input.absolute(item.cover) } : {}),
        ...(item.summary ? { description: shortText(item.summary) } : {}),
        organizer,
        ...(offer
          ? {
              offers: {
                '@type': 'Offer',
                price: offer.price,
                priceCurrency: offer.currency,
                availability: sessionAvailability(session),
                url,
              },
            }
          : {}),
      };
    });
  if (!events.length) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: input.url,
    numberOfItems: events.length,
    itemListElement: events.map((event, i) => ({ '@type': 'ListItem', position: i + 1, item: event })),
  };
}
