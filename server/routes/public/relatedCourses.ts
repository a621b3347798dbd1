import type { CourseListItem } from '../../../shared/publicApi.js';

/** How many related courses a course page shows: one row of cards on a desktop. */
export const relatedCoursesLimit = 3;

/** The main category of a course: its category's parent, or the category itself when it is a main one. */
const mainCategoryOf = (course: CourseListItem) => course.category?.parent?.id ?? course.category?.id;

/**
 * How close `other` is to `course`, lower first; null when it is not related at all. A visitor who reads about
 * a course is most likely to want another of the same topic, then of the same field, then of the same vendor;
 * a popular course is the last resort that still fills the row.
 */
function closeness(course: CourseListItem, other: CourseListItem): number | null {
  if (course.category && other.category?.id === course.category.id) return 0;
  const main = mainCategoryOf(course);
  if (main !== undefined && mainCategoryOf(other) === main) return 1;
  if (course.brand && other.brand?.id === course.brand.id) return 2;
  if (other.is_popular) return 3;
  return null;
}

/**
 * Up to `limit` other courses of the published catalogue for a course's page: same sub-category first, then
 * same main category, same brand, then popular courses; within each, the catalogue's order (the admin's).
 */
export function relatedCourses(
  course: CourseListItem,
  catalogue: readonly CourseListItem[],
  limit = relatedCoursesLimit,
): CourseListItem[] {
  const ranked: { rank: number; at: number; item: CourseListItem }[] = [];
  catalogue.forEach((item, at) => {
    if (item.id === course.id) return;
    const rank = closeness(course, item);
    if (rank !== null) ranked.push({ rank, at, item });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.at - b.at);
  return ranked.slice(0, limit).map((entry) => entry.item);
}
