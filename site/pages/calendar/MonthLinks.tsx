import { Link } from 'react-router-dom';
import type { CalendarMonth } from '../../../shared/calendarWindow';
import { useLanguage } from '../../i18n/LanguageContext';
import { formatMonth } from '../../ui/format';
import { useCalendarTexts } from './texts';

/**
 * Every month that has sessions, as plain links (issue 31): the calendar shows one or two months at a time, and
 * from any of its pages a visitor — or a crawler, without script — reaches every session.
 */
export function MonthLinks({
  months,
  shown,
  hrefOf,
}: {
  months: CalendarMonth[];
  shown: string[];
  hrefOf: (month: string) => string;
}) {
  const texts = useCalendarTexts();
  const { lang } = useLanguage();
  if (months.length <= shown.length && months.every((month) => shown.includes(month.key))) return null;
  return (
    <nav className="month-links" aria-label={texts.monthLinks}>
      <h2 className="month-links__title">{texts.monthLinks}</h2>
      <ul className="month-links__list">
        {months.map((month) => {
          const current = shown.includes(month.key);
          return (
            <li key={month.key}>
              <Link
                to={hrefOf(month.key)}
                className="month-links__link"
                aria-current={current ? 'true' : undefined}
              >
                {formatMonth(month.sample, lang)}
                <span className="month-links__count">{month.sessions}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
