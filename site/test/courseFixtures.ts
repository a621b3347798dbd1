import type { CourseDetail, CourseListItem } from '../../shared/publicApi';

/*
 * Courses for the site's tests. A test names what it looks at (id, address, title, texts, price, sessions);
 * the rest is an ordinary course with nothing attached: no cover, category, brand, instructors or sessions.
 */

type Named = Pick<CourseListItem, 'id' | 'seo_name' | 'title' | 'summary' | 'duration' | 'price'>;

/** A course as lists and cards show it. */
export const courseItem = (fields: Named & Partial<CourseListItem>): CourseListItem => ({
  section: 'educations',
  price_offer: null,
  is_popular: false,
  cover: null,
  cover_alt: null,
  category: null,
  brand: null,
  queue: 0,
  instructors: [],
  sessions: [],
  next_session: null,
  ...fields,
});

/** A course as its own page shows it: a one-paragraph description, no files, no related courses. */
export const courseDetail = (fields: Named & Partial<CourseDetail>): CourseDetail => ({
  ...courseItem(fields),
  description: '<p>Açıklama</p>',
  seo_title: '',
  seo_description: '',
  files: [],
  related: [],
  ...fields,
});
