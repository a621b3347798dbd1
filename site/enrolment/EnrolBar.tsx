import { useRef } from 'react';
import type { CourseDetail, CourseSession } from '../../shared/publicApi';
import { enrolBarHeightVariable, useHeightVariable } from '../consent/bottomBars';
import { useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';
import { formatDateRange } from '../ui/format';
import { nextBookableSession } from '../../shared/nextSession';
import { askChoice, PreRegisterButton } from './SessionActions';
import { useEnrolmentTexts } from './texts';
import { PriceText } from '../ui/PriceText';

/**
 * On a phone the price and the action sit far down the course page: this bar keeps them at the bottom of
 * the screen (shown by CSS at 600 px and below), for the next session, or the question form without one.
 * It never moves: the cookie banner, while open, sits right above it (site/consent/bottomBars.ts), and its
 * height does not depend on what it says (two lines of facts whatever the button's label, see the CSS).
 */
export function EnrolBar({
  course,
  onPreRegister,
  onAsk,
}: {
  course: CourseDetail;
  onPreRegister: (session: CourseSession) => void;
  onAsk: () => void;
}) {
  const t = useT();
  const texts = useEnrolmentTexts();
  const { lang } = useLanguage();
  const next = nextBookableSession(course.sessions);
  const dates = next && formatDateRange(next.starts_at, next.ends_at, lang);
  const bar = useRef<HTMLDivElement>(null);
  useHeightVariable(bar, enrolBarHeightVariable);
  return (
    <div ref={bar} className="enrol-bar">
      <p className="enrol-bar__facts">
        {course.price && (
          <strong className="enrol-bar__price">
            <PriceText price={course.price} />
          </strong>
        )}
        {next && (
          <small>
            <span className="enrol-bar__label">{texts.stickyNext}: </span>
            {dates}
          </small>
        )}
      </p>
      {next ? (
        <PreRegisterButton
          session={next}
          sessionName={`${course.title}, ${dates}`}
          onOpen={onPreRegister}
          className="enrol-bar__action"
        />
      ) : (
        <button className="button button--small enrol-bar__action" {...askChoice(lang, onAsk)}>
          {t('home.apply_now')}
        </button>
      )}
    </div>
  );
}
