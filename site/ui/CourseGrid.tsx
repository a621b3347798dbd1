import type { CourseListItem, CourseSummary } from '../../shared/publicApi';
import { CourseCard } from './CourseCard';
import { ItemList } from './ItemList';
import { TitledBlock } from './TitledBlock';

/** Courses as a grid of cards; `scroll` makes a long row scroll sideways on a phone. */
export function CourseGrid({
  courses,
  scroll = false,
  stale = false,
  headingLevel,
}: {
  courses: (CourseSummary | CourseListItem)[];
  scroll?: boolean;
  /** Older results still on screen while newer ones load. */
  stale?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <ItemList
      items={courses}
      className={`card-grid${scroll ? ' card-grid--scroll' : ''}${stale ? ' is-stale' : ''}`}
    >
      {(course) => <CourseCard course={course} headingLevel={headingLevel} />}
    </ItemList>
  );
}

/** A titled grid of a record's courses (a brand's, an instructor's); nothing when there are none. */
export function CoursesBlock({ title, courses }: { title: string; courses: CourseSummary[] }) {
  if (courses.length === 0) return null;
  return (
    <TitledBlock title={title}>
      <CourseGrid courses={courses} />
    </TitledBlock>
  );
}
