import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { nextBookableSession } from '../../shared/nextSession';
import type { CourseDetail } from '../../shared/publicApi';

const pathOf = (key: unknown) => (Array.isArray(key) && typeof key[0] === 'string' ? key[0] : '');

/** Answers that carry sessions with their seats: the calendar, popular and upcoming lists, categories. */
const listsSessions = (path: string) =>
  path.startsWith('/api/pages/products') ||
  path.startsWith('/api/pages/calendar') ||
  path.startsWith('/api/pages/online-courses') ||
  path.startsWith('/api/pages/search-products') ||
  path.startsWith('/api/pages/instructor/') ||
  path.startsWith('/api/pages/brand/');

/**
 * After a pre-registration: the course page shows the seats left at once (from the answer), then every
 * cached answer that lists sessions is fetched again, so no other page shows the old count.
 */
export function useSeatsUpdate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (courseSeoName: string, sessionId: number, seatsLeft: number | null) => {
      const coursePath = `/api/pages/course/${encodeURIComponent(courseSeoName)}`;
      const withSeats = (course: CourseDetail | undefined) => {
        if (!course) return course;
        const update = <S extends { id: number }>(session: S) =>
          session.id === sessionId ? { ...session, seats_left: seatsLeft } : session;
        const sessions = course.sessions.map(update);
        // The seat just taken may have been the last of the session offered first: the next one with a seat is.
        return { ...course, sessions, next_session: nextBookableSession(sessions) ?? null };
      };
      void mutate((key) => pathOf(key) === coursePath, withSeats, { revalidate: true });
      void mutate((key) => listsSessions(pathOf(key)));
    },
    [mutate],
  );
}
