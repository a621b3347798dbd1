import { Link, useSearchParams } from 'react-router-dom';
import type { CalendarWindow } from '../../shared/calendarWindow';
import { calendarKey } from '../data/apiKeys';
import { useApiKey } from '../data/useApi';
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
import { MonthLinks } from './calendar/MonthLinks';
import { MonthPartLinks, MonthPartPager } from './calendar/MonthParts';
import { useCalendarTexts } from './calendar/texts';

/**
 * The address of the calendar with the query changed: links, so crawlers and visitors without script follow.
 * A busy month's part (`sayfa`) only when the change names it: another month or filter starts at its first.
 */
export function calendarSearch(
  query: CalendarQuery,
  change: Partial<CalendarQuery & { all: boolean; part: number }>,
) {
  const next = { ...query, ...change };
  const search = new URLSearchParams();
  if (next.category) search.set('category', next.category);
  if (next.month) search.set('month', next.month);
  if (next.city) search.set('city', next.city);
  if (next.online) search.set('online', '1');
  if (next.month && change.part && change.part > 1) search.set('sayfa', String(change.part));
  if (change.all) search.set('tumu', '1');
  const text = search.toString();
  return text ? `?${text}` : '';
}

function CalendarList({
  window,
  filters,
  query,
}: {
  window: CalendarWindow;
  filters: CalendarFilters;
  query: CalendarQuery;
}) {
  const t = useT();
  const texts = useCalendarTexts();
  const { lang } = useLanguage();
  const { months } = groupSessions(window.courses, filters);
  const { unscheduled, unscheduled_total: unscheduledTotal, parts, part } = window;
  const partHref = (n: number) => calendarSearch(query, { part: n });
  // A busy month's part: its heading counts the whole month, its parts linked above and below the sessions.
  const monthTotal = (key: string, shown: number) =>
    parts.length > 0 ? (window.months.find((month) => month.key === key)?.sessions ?? shown) : shown;
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
              {countText(
                t,
                monthTotal(month.key, month.rows.length),
                'home.sessions_count_one',
                'home.sessions_count',
              )}
            </span>
          </h2>
          {parts.length > 0 && <MonthPartLinks parts={parts} current={part} hrefOf={partHref} />}
          <ul className="session-list">
            {month.rows.map((row) => (
              <SessionRow key={row.session.id} session={row.session} course={row.course} />
            ))}
          </ul>
          {parts.length > 0 && <MonthPartPager parts={parts} current={part} hrefOf={partHref} />}
        </section>
      ))}
      {(window.until !== null || (query.month !== '' && window.months.length > 1)) && (
        <MonthLinks
          months={window.months}
          current={query.month}
          hrefOf={(month) => calendarSearch(query, { month })}
        />
      )}
      {unscheduled.length > 0 && (
        <section className="month-group" aria-labelledby="on-request">
          <h2 id="on-request" className="month-group__title">
            {t('home.on_request_title')}
          </h2>
          <CourseGrid courses={unscheduled} />
          {unscheduledTotal > unscheduled.length && (
            <p className="month-links__more">
              <Link to={calendarSearch(query, { all: true })}>
                {texts.allOnRequest.replace('%{count}', String(unscheduledTotal))}
              </Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}

/**
 * SPEC §2 products (egitim-takvimi): sessions by date, grouped by month, filtered by category (?category=),
 * month, city and online (issue 13). A page holds the next weeks or one month, a busy month in parts of whole
 * days (`?sayfa=2`) — GET /api/pages/calendar, issue 31: its size no longer grows with the catalogue — with a
 * link to every other month that has sessions and to the month's other parts.
 */
export function CalendarPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query: CalendarQuery = { category: params.get('category') ?? '', ...readFilters(params) };
  const { data: categories } = useCategories();
  const calendar = useApiKey((lang) => calendarKey(lang, params));
  usePageMetaOverride(calendar.data?.main_category?.seo_title, calendar.data?.main_category?.seo_description);

  const applyQuery = (next: CalendarQuery) => {
    setParams(new URLSearchParams(calendarSearch(next, {})), { replace: true });
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
          months={calendar.data?.months}
          cities={calendar.data?.cities}
          onChange={applyQuery}
        />
        <QueryView query={calendar} loading={<Loading lines={8} />}>
          {(data) => <CalendarList window={data} filters={query} query={query} />}
        </QueryView>
      </div>
    </>
  );
}
