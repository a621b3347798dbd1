import { Link } from 'react-router-dom';
import type { CalendarMonth } from '../../../shared/calendarWindow';
import { useLanguage } from '../../i18n/LanguageContext';
import { formatMonth } from '../../ui/format';
import { useCalendarTexts } from './texts';

/**
 * Every month that has sessions, as plain links (issue 31): a bigger catalogue's calendar shows its next weeks
 * or one month, and from any of its pages a visitor — or a crawler, without script — reaches every session.
 */
export function MonthLinks({
  months,
  current,
  hrefOf,
}: {
  months: CalendarMonth[];
  /** The month chosen ('' for the coming sessions). */
  current: string;
  hrefOf: (month: string) => string;
}) {
  const texts = useCalendarTexts();
  const { lang } = useLanguage();
  return (
    <nav className="month-links" aria-label={texts.monthLinks}>
      <h2 className="month-links__title">{texts.monthLinks}</h2>
      <ul className="month-links__list">
        {months.map((month) => {
          return (
            <li key={month.key}>
              <Link
                to={hrefOf(month.key)}
                className="month-links__link"
                aria-current={month.key === current ? 'page' : undefined}
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
