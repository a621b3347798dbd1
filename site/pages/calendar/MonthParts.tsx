import { Link } from 'react-router-dom';
import type { CalendarPart } from '../../../shared/calendarWindow';
import { useLanguage } from '../../i18n/LanguageContext';
import { formatDateRange } from '../../ui/format';
import { useCalendarTexts } from './texts';

/** A part's name: the days of its first and last sessions, "1 – 15 Aralık 2026". */
function usePartName() {
  const { lang } = useLanguage();
  return (part: CalendarPart) => formatDateRange(part.first, part.last, lang);
}

interface MonthPartsProps {
  parts: CalendarPart[];
  /** The part shown, from 1. */
  current: number;
  hrefOf: (part: number) => string;
}

/**
 * The parts of a busy month (issue 31), as plain links above its sessions: a month with more sessions than a
 * page shows comes in parts of whole days, each named by its dates, so a visitor sees where they are and a
 * crawler, without script, follows every one.
 */
export function MonthPartLinks({ parts, current, hrefOf }: MonthPartsProps) {
  const texts = useCalendarTexts();
  const name = usePartName();
  return (
    <nav className="month-parts" aria-label={texts.partsLabel}>
      <p className="month-parts__title">{texts.partsLabel}</p>
      <ul className="month-links__list">
        {parts.map((part, i) => (
          <li key={part.first}>
            <Link
              to={hrefOf(i + 1)}
              className="month-links__link month-parts__link"
              aria-current={i + 1 === current ? 'page' : undefined}
            >
              {name(part)}
              <span className="month-links__count">{part.sessions}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Below a busy month's part: the previous and the next part, named by their dates. */
export function MonthPartPager({ parts, current, hrefOf }: MonthPartsProps) {
  const texts = useCalendarTexts();
  const name = usePartName();
  const previous = parts[current - 2];
  const next = parts[current];
  return (
    <nav className="month-parts__pager" aria-label={texts.partsPager}>
      {previous && (
        <Link to={hrefOf(current - 1)} rel="prev" className="month-parts__step">
          <span className="month-parts__step-label">← {texts.previousPart}</span>
          <span>{name(previous)}</span>
        </Link>
      )}
      {next && (
        <Link to={hrefOf(current + 1)} rel="next" className="month-parts__step month-parts__step--next">
          <span className="month-parts__step-label">{texts.nextPart} →</span>
          <span>{name(next)}</span>
        </Link>
      )}
    </nav>
  );
}
