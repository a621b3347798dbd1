import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CourseListItem } from '../../shared/publicApi';
import { useCategories } from '../data/useCategories';
import { useCategoryProducts, useCourses } from '../data/useCourses';
import { countText, useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';
import { usePageMetaOverride } from '../shell/DocumentMeta';
import { CategorySelect } from '../ui/CategorySelect';
import { CourseGrid } from '../ui/CourseGrid';
import { formatMonth } from '../ui/format';
import { Loading, QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { SessionRow } from '../ui/SessionRow';
import { groupSessions } from './calendar/calendarRows';

function CategoryFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useT();
  const id = useId();
  const { data: categories } = useCategories();
  return (
    <div className="filter-bar">
      <label htmlFor={id} className="filter-bar__label">
        {t('home.filter_category')}
      </label>
      <CategorySelect id={id} categories={categories} value={value} onChange={onChange} />
    </div>
  );
}

function CalendarList({ courses }: { courses: CourseListItem[] }) {
  const t = useT();
  const { lang } = useLanguage();
  const { months, unscheduled } = groupSessions(courses);
  return (
    <>
      {months.length === 0 && <p className="empty">{t('home.no_sessions')}</p>}
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

/** One category's courses (GET /api/pages/products/{category}); its SEO title names the page. */
function CategoryCalendar({ category }: { category: string }) {
  const query = useCategoryProducts(category);
  usePageMetaOverride(query.data?.main_category.seo_title, query.data?.main_category.seo_description);
  return (
    <QueryView query={query} loading={<Loading lines={8} />}>
      {(data) => <CalendarList courses={data.products} />}
    </QueryView>
  );
}

function AllCourses() {
  const query = useCourses();
  return (
    <QueryView query={query} loading={<Loading lines={8} />}>
      {(courses) => <CalendarList courses={courses} />}
    </QueryView>
  );
}

/** SPEC §2 products (egitim-takvimi): sessions by date, grouped by month, filtered by category (?category=). */
export function CalendarPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  return (
    <>
      <PageHeader
        title={t('navbar.products')}
        lead={t('home.calendar_lead')}
        crumbs={[{ label: t('navbar.trainings') }]}
      />
      <div className="container section">
        <CategoryFilter
          value={category}
          onChange={(value) => setParams(value ? { category: value } : {}, { replace: true })}
        />
        {category ? <CategoryCalendar key={category} category={category} /> : <AllCourses />}
      </div>
    </>
  );
}
