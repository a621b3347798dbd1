import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../shared/publicApi.js';
import { dailySession } from '../../shared/sessionDays.js';
import { demoCourses } from '../../server/db/seed/data/courses.js';
import { demoCourseFaq } from '../../server/db/seed/data/courseFaq.js';
import { attr, siteOrigin as origin } from '../helpers/siteApp.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/*
 * The JSON-LD of the course pages and the calendar against what Google documents (issue 32). The lists are
 * Google Search Central's, by page and table:
 * - "Course info (Course and CourseInstance) structured data", developers.google.com/search/docs/appearance/
 *   structured-data/course-info: Course, its offers and provider, CourseInstance, its courseSchedule.
 * - "Event (Event) structured data", …/structured-data/event: Event, its location, offers and organizer.
 * - "FAQ (FAQPage, Question, Answer) structured data", …/structured-data/faqpage: FAQPage, Question, Answer.
 */
const courseInfo = {
  course: {
    required: ['name', 'description', 'provider', 'offers', 'hasCourseInstance'],
    recommended: ['image', 'inLanguage'],
  },
  offer: { required: ['category'], recommended: ['price', 'priceCurrency'] },
  provider: { required: ['name'], recommended: ['url'] },
  courseInstance: {
    required: ['courseMode'],
    /** "courseSchedule or courseWorkload": at least one of them. */
    requiredOneOf: ['courseSchedule', 'courseWorkload'],
    recommended: ['instructor', 'location'],
  },
  courseSchedule: {
    required: ['duration', 'repeatFrequency', 'repeatCount'],
    recommended: ['startDate', 'endDate'],
  },
  instructor: { required: ['name'], recommended: ['description', 'image'] },
  courseModes: ['Online', 'Onsite', 'Blended'],
  repeatFrequencies: ['Daily', 'Weekly', 'Monthly', 'Yearly'],
  offerCategories: ['Free', 'Partially Free', 'Subscription', 'Paid'],
};
const faqDoc = {
  faqPage: { required: ['mainEntity'] },
  question: { required: ['name', 'acceptedAnswer'] },
  answer: { required: ['text'] },
};
const eventDoc = {
  event: {
    required: ['name', 'startDate', 'location'],
    recommended: [
      'description',
      'endDate',
      'eventAttendanceMode',
      'eventStatus',
      'image',
      'offers',
      'organizer',
    ],
  },
  place: { required: ['address'], recommended: ['name'] },
  virtualLocation: { required: ['url'] },
  offer: { recommended: ['availability', 'price', 'priceCurrency', 'url'] },
  organizer: { recommended: ['name', 'url'] },
};

type Node = Record<string, unknown>;

const t = useSiteTestApp();

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
/** The page's JSON-LD, parsed: a parse error fails the test. */
const jsonLdText = (html: string) =>
  attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? '';
const jsonLd = (html: string) => JSON.parse(jsonLdText(html)) as Node[];
const ofType = (html: string, type: string) => jsonLd(html).find((node) => node['@type'] === type);

/** Fails naming the node and each property it lacks (an empty text or list counts as missing). */
function expectProperties(node: unknown, properties: readonly string[], where: string) {
  expect(node, where).toBeTypeOf('object');
  const missing = properties.filter((name) => {
    const value = (node as Node)[name];
    return value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
  });
  expect(missing, where).toEqual([]);
}

const istanbulTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/;
const isoDurationPattern = /^PT(?:\d+H)?(?:\d+M)?$/;
const hoursOf = (duration: string) => {
  const [, h = '0', m = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration) ?? [];
  return Number(h) + Number(m) / 60;
};
const asList = (value: unknown) => (Array.isArray(value) ? value : [value]) as Node[];

describe('course pages: Google course info', () => {
  for (const lang of ['tr', 'en'] as const) {
    it(`gives every demo course the documented properties (${lang})`, async () => {
      let instancesChecked = 0;
      let schedulesChecked = 0;
      for (const demo of demoCourses) {
        const prefix = lang === 'en' ? '/en' : '';
        const url = `${prefix}/kurs/${demo.seo_name}`;
        const course = ofType(await page(url), 'Course');
        const api = (await t.app.inject({ method: 'GET', url: `/api/pages/course/${demo.seo_name}` })).json<{
          data: CourseDetail;
        }>().data;
        expectProperties(course, courseInfo.course.required, url);
        expectProperties(course, courseInfo.course.recommended, url);
        expect(course?.inLanguage).toBe(lang);
        expectProperties(course?.provider, courseInfo.provider.required, `${url} provider`);
        expectProperties(course?.provider, courseInfo.provider.recommended, `${url} provider`);
        expect((course?.provider as Node).url).toBe(`${origin}${lang === 'en' ? '/en' : '/'}`);

        const [offer] = asList(course?.offers);
        expectProperties(offer, courseInfo.offer.required, `${url} offers`);
        expectProperties(offer, courseInfo.offer.recommended, `${url} offers`);
        expect(courseInfo.offerCategories).toContain(offer.category);
        expect(offer.category).toBe('Paid');
        expect(offer.price).toBe(api.price_offer?.price);
        expect(offer.priceCurrency).toBe('TRY');

        const instances = asList(course?.hasCourseInstance);
        expect(instances.length, url).toBe(api.sessions.length);
        for (const [i, instance] of instances.entries()) {
          const session = api.sessions[i];
          const where = `${url} session ${session.id}`;
          expectProperties(instance, courseInfo.courseInstance.required, where);
          expect(courseInfo.courseModes).toContain(instance.courseMode);
          expect(instance.courseMode).toBe(session.is_online ? 'Online' : 'Onsite');
          expect(
            courseInfo.courseInstance.requiredOneOf.some((name) => instance[name] !== undefined),
            where,
          ).toBe(true);
          expectProperties(instance, courseInfo.courseInstance.recommended, where);
          expect(instance.startDate, where).toMatch(istanbulTime);
          expect(instance.endDate, where).toMatch(istanbulTime);
          expect(Date.parse(instance.startDate as string)).toBe(Date.parse(session.starts_at));
          expect(Date.parse(instance.endDate as string)).toBe(Date.parse(session.ends_at));

          const location = instance.location as Node;
          if (session.is_online)
            expect(location).toEqual({ '@type': 'VirtualLocation', url: `${origin}${url}` });
          else expect((location.address as Node).addressLocality).toBe(session.place);

          for (const person of asList(instance.instructor)) {
            expectProperties(person, courseInfo.instructor.required, `${where} instructor`);
            // The demo instructors have no photo (the site draws their initials): an image only with a photo.
            const photo = api.instructors.find((i) => i.name === person.name)?.photo;
            const recommended = courseInfo.instructor.recommended.filter((p) => p !== 'image' || photo);
            expectProperties(person, recommended, `${where} instructor`);
            if (photo) expect(person.image).toBe(`${origin}${photo}`);
          }
          expect(instance.offers).toMatchObject({
            '@type': 'Offer',
            category: 'Paid',
            price: offer.price,
            priceCurrency: 'TRY',
            availability:
              session.seats_left === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          });

          // Workload: the hours in class, each day from the start time to the end time.
          expect(instance.courseWorkload, where).toMatch(isoDurationPattern);
          const daily = dailySession(session.starts_at, session.ends_at);
          const schedule = instance.courseSchedule as Node | undefined;
          if (daily) {
            expectProperties(schedule, courseInfo.courseSchedule.required, `${where} schedule`);
            expectProperties(schedule, courseInfo.courseSchedule.recommended, `${where} schedule`);
            expect(courseInfo.repeatFrequencies).toContain(schedule?.repeatFrequency);
            expect(schedule).toMatchObject({ repeatFrequency: 'Daily', repeatCount: daily.days });
            const perDay = hoursOf(schedule?.duration as string);
            expect(perDay).toBe(
              (Date.parse(daily.firstDayEndsAt) - Date.parse(session.starts_at)) / 3_600_000,
            );
            expect(hoursOf(instance.courseWorkload as string)).toBe(perDay * daily.days);
            schedulesChecked++;
          } else {
            expect(schedule).toBeUndefined();
            expect(hoursOf(instance.courseWorkload as string)).toBe(
              (Date.parse(session.ends_at) - Date.parse(session.starts_at)) / 3_600_000,
            );
          }
          instancesChecked++;
        }
      }
      expect(instancesChecked).toBeGreaterThan(20);
      expect(schedulesChecked).toBeGreaterThan(10);
    });
  }

  it('offers the same prices on the Turkish and English course pages', async () => {
    const prices = async (url: string) => {
      const course = ofType(await page(url), 'Course');
      return [
        ...asList(course?.offers),
        ...asList(course?.hasCourseInstance).map((i) => i.offers as Node),
      ].map((offer) => [offer.price, offer.priceCurrency, offer.availability]);
    };
    for (const demo of demoCourses) {
      expect(await prices(`/en/kurs/${demo.seo_name}`), demo.seo_name).toEqual(
        await prices(`/kurs/${demo.seo_name}`),
      );
    }
  });
});

describe('the calendar: Google events', () => {
  const eventsOf = (html: string) =>
    asList(ofType(html, 'ItemList')?.itemListElement).map((element) => element.item as Node);

  for (const [lang, url] of [
    ['tr', '/egitim-takvimi'],
    ['en', '/en/egitim-takvimi'],
  ] as const) {
    it(`lists every upcoming session as an event with the documented properties (${lang})`, async () => {
      const html = await page(url);
      const events = eventsOf(html);
      const courses = (await t.app.inject({ method: 'GET', url: '/api/pages/products' })).json<{
        data: CourseDetail[];
      }>().data;
      const sessions = courses.flatMap((course) => course.sessions.map((session) => ({ course, session })));
      expect(events.length).toBe(sessions.length);
      expect(sessions.length).toBeGreaterThan(20);
      const starts = events.map((event) => Date.parse(event.startDate as string));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));

      for (const event of events) {
        const where = `${url} ${event.name as string} ${event.startDate as string}`;
        expect(event['@type']).toBe('EducationEvent');
        expectProperties(event, eventDoc.event.required, where);
        expectProperties(event, eventDoc.event.recommended, where);
        expect(event.startDate, where).toMatch(istanbulTime);
        expect(event.endDate, where).toMatch(istanbulTime);
        expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
        const bookedAt = (event.offers as Node).url;
        const match = sessions.find(
          (s) =>
            Date.parse(s.session.starts_at) === Date.parse(event.startDate as string) &&
            bookedAt === `${origin}${lang === 'en' ? '/en' : ''}/kurs/${s.course.seo_name}`,
        );
        if (!match) throw new Error(`${where}: no such session in /api/pages/products`);
        const { course, session } = match;
        const location = event.location as Node;
        if (session.is_online) {
          expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
          expect(location['@type']).toBe('VirtualLocation');
          expectProperties(location, eventDoc.virtualLocation.required, where);
        } else {
          expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
          expect(location['@type']).toBe('Place');
          expectProperties(location, eventDoc.place.required, where);
          expectProperties(location, eventDoc.place.recommended, where);
        }
        expectProperties(event.offers, eventDoc.offer.recommended, `${where} offers`);
        expect(event.offers).toMatchObject({
          price: course.price_offer?.price,
          priceCurrency: 'TRY',
          url: `${origin}${lang === 'en' ? '/en' : ''}/kurs/${course.seo_name}`,
          availability:
            session.seats_left === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        });
        expectProperties(event.organizer, eventDoc.organizer.recommended, `${where} organizer`);
        expect((event.description as string).length).toBeLessThanOrEqual(160);
      }
    });
  }

  it('offers the same prices in both languages and keeps the page light', async () => {
    const turkish = await page('/egitim-takvimi');
    const english = await page('/en/egitim-takvimi');
    const offers = (html: string) =>
      eventsOf(html).map(({ offers }) => {
        const { price, priceCurrency, availability } = offers as Node;
        return { price, priceCurrency, availability };
      });
    expect(offers(english)).toEqual(offers(turkish));
    // The markup must not double the page: each event stays compact, and all of them well under the rest.
    const markup = jsonLdText(turkish).length;
    const events = eventsOf(turkish).length;
    expect(markup / events).toBeLessThan(1000);
    expect(markup).toBeLessThan((turkish.length - markup) / 3);
  });

  it('lists a category’s sessions only on its calendar page', async () => {
    const [category] = (await t.app.inject({ method: 'GET', url: '/api/pages/categories' }))
      .json<{
        data: { seo_name: string }[];
      }>()
      .data.map((c) => c.seo_name);
    const html = await page(`/egitim-takvimi?category=${category}`);
    const all = eventsOf(await page('/egitim-takvimi'));
    const some = eventsOf(html);
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
  });
});

describe('seats', () => {
  it('sells out a full session, and the course once every session is full', async () => {
    const demo = demoCourses[0];
    const course = (await t.app.inject({ method: 'GET', url: `/api/pages/course/${demo.seo_name}` })).json<{
      data: CourseDetail;
    }>().data;
    const [first, ...later] = course.sessions;
    const fill = async (ids: number[]) => {
      await t.app.db.updateTable('product_sessions').set({ seats: 0 }).where('id', 'in', ids).execute();
      t.app.publicCache.clear();
    };
    const markup = async () => {
      const html = await page(`/kurs/${demo.seo_name}`);
      const node = ofType(html, 'Course');
      const events = asList(ofType(await page('/egitim-takvimi'), 'ItemList')?.itemListElement)
        .map((element) => element.item as Node)
        .filter((event) => Date.parse(event.startDate as string) === Date.parse(first.starts_at))
        .filter((event) => event.name === course.title);
      return {
        course: asList(node?.offers)[0].availability,
        sessions: asList(node?.hasCourseInstance).map((instance) => (instance.offers as Node).availability),
        event: (events[0]?.offers as Node | undefined)?.availability,
      };
    };
    expect(later.length).toBeGreaterThan(0);

    await fill([first.id]);
    expect(await markup()).toEqual({
      course: 'https://schema.org/InStock',
      sessions: ['https://schema.org/SoldOut', ...later.map(() => 'https://schema.org/InStock')],
      event: 'https://schema.org/SoldOut',
    });

    await fill(later.map((session) => session.id));
    expect((await markup()).course).toBe('https://schema.org/SoldOut');
  });
});

describe('course pages: Google FAQ', () => {
  const withFaq = demoCourses.filter((demo) => demoCourseFaq[demo.seo_name]);

  for (const lang of ['tr', 'en'] as const) {
    it(`marks up every demo course's questions as a FAQPage with the documented properties (${lang})`, async () => {
      expect(withFaq.length).toBeGreaterThan(0);
      for (const demo of withFaq) {
        const url = `${lang === 'en' ? '/en' : ''}/kurs/${demo.seo_name}`;
        const faq = ofType(await page(url), 'FAQPage');
        expectProperties(faq, faqDoc.faqPage.required, url);
        expect(faq?.inLanguage).toBe(lang);
        const questions = asList(faq?.mainEntity);
        expect(questions.map((question) => question['@type'])).toEqual(
          demoCourseFaq[demo.seo_name].map(() => 'Question'),
        );
        for (const [i, question] of questions.entries()) {
          const item = demoCourseFaq[demo.seo_name][i];
          expectProperties(question, faqDoc.question.required, `${url} question ${i}`);
          expect(question.name).toBe(item.question[lang]);
          const answer = question.acceptedAnswer as Node;
          expect(answer['@type']).toBe('Answer');
          expectProperties(answer, faqDoc.answer.required, `${url} answer ${i}`);
          expect(answer.text).toBe(item.answer[lang]);
        }
      }
    });
  }

  it('gives a course without questions no FAQPage', async () => {
    const demo = demoCourses.find((course) => !demoCourseFaq[course.seo_name]);
    expect(demo).toBeDefined();
    expect(ofType(await page(`/kurs/${demo?.seo_name}`), 'FAQPage')).toBeUndefined();
  });
});
