import { useSearchParams } from 'react-router-dom';
import type { CategoryProducts, CourseListItem } from '../../shared/publicApi';
import { useApi } from '../data/useApi';
import { useCategories } from '../data/useCategories';
import { countText, useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';
import { usePageMetaOverride } from '../shell/DocumentMeta';
import { CourseGrid } from '../ui/CourseGrid';
import { formatMonth } from '../ui/format';
import { Loading, QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { SessionRow } from '../ui/SessionRow';
import { type CalendarQuery, CalendarFilterForm } from './calendar/CalendarFilterForm';
import { type CalendarFilters, hasFilters, readFilters } from './calendar/calendarFilters';
import { groupSessions } from './calendar/calendarRows';
import { useCalendarTexts } from './calendar/texts';

function CalendarList({ courses, filters }: { courses: CourseListItem[]; filters: CalendarFilters }) {
  const t = useT();
  const texts = useCalendarTexts();
  const { lang } = useLanguage();
  const { months, unscheduled } = groupSessions(courses, filters);
  return (
    <>
      {months.length === 0 && (
        <p className="empty">{hasFilters(filters) ? texts.noMatch : t('home.no_sessions')}</p>
      )}
      {months.map((month) => (
        <section key={month.key} className="month-group" aria-labelledby={`month-${month.key}`}>
          <h2 id={`month-${month.key}`} className="month-group__title">
            {formatMonth(month.sample, lang)}
            <span className="month-group__count">
              {countText(t, month.rows.length, 'home.sessions_count_one', 'home.sessions_count')}
            </span>
          </h2>
          <ul className="session-list">
            {month.rows.map((row) => (
              <SessionRow key={row.session.id} session={row.session} course={row.course} />
            ))}
          </ul>
        </section>
      ))}
      {unscheduled.length > 0 && (
        <section className="month-group" aria-labelledby="on-request">
          <h2 id="on-request" className="month-group__title">
            {t('home.on_request_title')}
          </h2>
          <CourseGrid courses={unscheduled} />
        </section>
      )}
    </>
  );
}

/**
 * The courses of the calendar: every course (GET /api/pages/products), or one category's
 * (GET /api/pages/products/{category}), whose SEO title then names the page.
 */
function useCalendarCourses(category: string) {
  const all = useApi<CourseListItem[]>(category ? null : '/api/pages/products');
  const inCategory = useApi<CategoryProducts>(
    category ? `/api/pages/products/${encodeURIComponent(category)}` : null,
  );
  usePageMetaOverride(
    inCategory.data?.main_category.seo_title,
    inCategory.data?.main_category.seo_description,
  );
  return category
    ? { data: inCategory.data?.products, error: inCategory.error, mutate: inCategory.mutate }
    : all;
}

/**
 * SPEC §2 products (egitim-takvimi): sessions by date, grouped by month, filtered by category (?category=),
 * month, city and online (issue 13), each with its price and seats left.
 */
export function CalendarPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query: CalendarQuery = { category: params.get('category') ?? '', ...readFilters(params) };
  const { data: categories } = useCategories();
  const courses = useCalendarCourses(query.category);

  const applyQuery = (next: CalendarQuery) => {
    const search = new URLSearchParams();
    if (next.category) search.set('category', next.category);
    if (next.month) search.set('month', next.month);
    if (next.city) search.set('city', next.city);
    if (next.online) search.set('online', '1');
    setParams(search, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('navbar.products')}
        lead={t('home.calendar_lead')}
        crumbs={[{ label: t('navbar.trainings') }]}
      />
      <div className="container section">
        <CalendarFilterForm
          query={query}
          categories={categories}
          courses={courses.data}
          onChange={applyQuery}
        />
        <QueryView query={courses} loading={<Loading lines={8} />}>
          {(data) => <CalendarList courses={data} filters={query} />}
        </QueryView>
      </div>
    </>
  );
}
