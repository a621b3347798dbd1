import { type FormEvent, type ReactNode, useId } from 'react';
import { Link, useHref } from 'react-router-dom';
import type { CalendarMonth } from '../../../shared/calendarWindow';
import type { PublicCategory } from '../../../shared/publicApi';
import { useT } from '../../i18n/DictionaryContext';
import { useLanguage } from '../../i18n/LanguageContext';
import { paths } from '../../../shared/routes';
import { CategorySelect } from '../../ui/CategorySelect';
import { formatMonth } from '../../ui/format';
import type { CalendarFilters } from './calendarFilters';
import { useCalendarTexts } from './texts';

export interface CalendarQuery extends CalendarFilters {
  category: string;
}

/** One filter: its label above its control (`id` is the control's). */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="calendar-filters__field">
      <label htmlFor={id} className="filter-bar__label">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The calendar's filters as a GET form: with JavaScript off its button loads the filtered page from the
 * server; with JavaScript each change applies at once (onChange) and the address follows, so it can be shared.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function CalendarFilterForm({
  query,
  categories,
  months,
  cities,
  onChange,
}: {
  query: CalendarQuery;
  categories: PublicCategory[] | undefined;
  /** The months that have sessions and the cities with classrooms (of the chosen category), to pick from. */
  months: CalendarMonth[] | undefined;
  cities: string[] | undefined;
  onChange: (next: CalendarQuery) => void;
}) {
  const t = useT();
  const texts = useCalendarTexts();
  const { lang } = useLanguage();
  const action = useHref(paths.products);
  const id = useId();
  const options = {
    months: (months ?? []).map(({ key, sample }) => ({ key, sample })),
    cities: [...(cities ?? [])],
  };
  // A shared address may name a month or city the sessions on hand do not have: keep it selectable.
  if (query.month && !options.months.some((month) => month.key === query.month))
    options.months.push({ key: query.month, sample: `${query.month}-15T12:00:00Z` });
  if (query.city && !options.cities.includes(query.city)) options.cities.push(query.city);
  const set = (change: Partial<CalendarQuery>) => onChange({ ...query, ...change });
  // The filters picked from a list, or none of them ("Tüm aylar", "Tüm şehirler": the empty value).
  const lists = [
    {
      name: 'month',
      label: texts.month,
      anyLabel: texts.allMonths,
      options: options.months.map((month) => ({ value: month.key, label: formatMonth(month.sample, lang) })),
    },
    {
      name: 'city',
      label: texts.city,
      anyLabel: texts.allCities,
      options: options.cities.map((city) => ({ value: city, label: city })),
    },
  ] as const;
  const filtered = Boolean(query.category || query.month || query.city || query.online);

  return (
    <form
      method="get"
      action={action}
      className="filter-bar calendar-filters"
      aria-label={texts.filtersLabel}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <FilterField id={`${id}-category`} label={t('home.filter_category')}>
        <CategorySelect
          id={`${id}-category`}
          name="category"
          categories={categories}
          value={query.category}
          onChange={(category) => set({ category })}
        />
      </FilterField>
      {lists.map((list) => (
        <FilterField key={list.name} id={`${id}-${list.name}`} label={list.label}>
          <select
            id={`${id}-${list.name}`}
            name={list.name}
            className="select"
            value={query[list.name]}
            onChange={(event) => set({ [list.name]: event.target.value })}
          >
            <option value="">{list.anyLabel}</option>
            {list.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FilterField>
      ))}
      <div className="calendar-filters__check">
        <input
          id={`${id}-online`}
          type="checkbox"
          name="online"
          value="1"
          checked={query.online}
          onChange={(event) => set({ online: event.target.checked })}
        />
        <label htmlFor={`${id}-online`}>{texts.onlineOnly}</label>
      </div>
      <noscript>
        <button type="submit" className="button button--small">
          {texts.apply}
        </button>
      </noscript>
      {filtered && (
        <Link to={paths.products} className="calendar-filters__clear">
          {texts.clear}
        </Link>
      )}
    </form>
  );
}
