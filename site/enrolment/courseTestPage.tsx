import { Route, Routes } from 'react-router-dom';
import type { CourseDetail, CourseSession } from '../../shared/publicApi';
import { CoursePage } from '../pages/CoursePage';
import { courseDetail } from '../test/courseFixtures';
import { json, mockFetch, renderSite } from '../test/renderSite';

/* The course page as the enrolment tests render it: one course, its sessions, the API answers it asks for. */

export const session = (id: number, starts_at: string, seats_left: number | null): CourseSession => ({
  id,
  starts_at,
  ends_at: starts_at.replace('06:30', '14:00'),
  place: id % 2 ? 'İstanbul' : 'Online',
  is_online: id % 2 === 0,
  seats: seats_left === null ? null : 12,
  seats_left,
});

export const course = (sessions: CourseSession[]): CourseDetail =>
  courseDetail({
    id: 7,
    seo_name: 'excel-ile-veri-analizi',
    title: 'Excel ile Veri Analizi',
    summary: 'Pivot tablolar ve grafikler',
    duration: '2 gün',
    price: '4.500 TL + KDV',
    price_offer: { price: 4500, currency: 'TRY' },
    sessions,
    next_session: sessions[0] ?? null,
  });

export function renderCourse(
  data: CourseDetail,
  post: () => Response | Promise<Response> = () => json({}),
  /** What follows the course's address: a query, as a plain form post or a session choice adds. */
  query = '',
) {
  let courseCalls = 0;
  const fetchMock = mockFetch((path, init) => {
    if (path === `/api/pages/course/${data.seo_name}`) {
      courseCalls += 1;
      // Only the first load answers: a refresh after the registration never does, so what the page shows
      // then comes from the registration's own answer.
      return courseCalls === 1 ? json({ success: true, data }) : new Promise<Response>(() => undefined);
    }
    if (path === '/api/pages/contracts') return json({ success: true, data: [] });
    if (init.method === 'POST') return post();
    return json({ success: false, message: 'unexpected' }, 404);
  });
  renderSite(
    <Routes>
      <Route path="/kurs/:seo_name" element={<CoursePage />} />
    </Routes>,
    { path: `/kurs/${data.seo_name}${query}` },
  );
  return fetchMock;
}
