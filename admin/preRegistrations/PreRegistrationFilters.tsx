import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  AutocompleteInput,
  type AutocompleteInputProps,
  DateInput,
  SearchInput,
  SelectInput,
  type SelectInputProps,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { preRegistrationStatuses, type RegisteredCourse } from '../../shared/schemas/preRegistration';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { selectFilter } from '../common/selectFilter';
import type { AppDataProvider } from '../dataProvider/dataProvider';

/**
 * The courses and sessions registered for (GET /pre-registrations/courses): read with the inbox permission
 * that opens the list, where the courses' own API asks for `content`.
 */
function useRegisteredCourses() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['pre-registrations', 'courses'],
    queryFn: async () =>
      (await dataProvider.call<RegisteredCourse[]>('GET', 'pre-registrations/courses')).data,
  });
}

/** The courses registered for, by name; a change clears the session. */
function CourseFilter({ alwaysOn: _alwaysOn, ...props }: AutocompleteInputProps & { source: string }) {
  const { data = [], isPending } = useRegisteredCourses();
  const { setValue } = useFormContext();
  const productId = useWatch({ name: 'product_id' }) as unknown;
  const previous = useRef(productId);
  useEffect(() => {
    if (previous.current !== productId && previous.current !== undefined) setValue('session_id', '');
    previous.current = productId;
  }, [productId, setValue]);
  return (
    <AutocompleteInput
      {...props}
      choices={data.map(({ id, name }) => ({ id, name }))}
      isPending={isPending}
      helperText={false}
      sx={{ minWidth: 260 }}
    />
  );
}

/** The chosen course's sessions registered for, by date in Turkish time and place, as the list shows them. */
function SessionFilter({ alwaysOn: _alwaysOn, ...props }: SelectInputProps & { source: string }) {
  const translate = useTranslate();
  const chosen = useWatch({ name: 'product_id' }) as number | string | null | undefined;
  const productId = chosen === undefined || chosen === null || chosen === '' ? undefined : Number(chosen);
  const { data, isPending } = useRegisteredCourses();
  const course = data?.find((item) => item.id === productId);
  const choices = (course?.sessions ?? []).map((session) => ({
    id: session.id,
    name: [formatTurkeyTime(session.starts_at), session.place].filter(Boolean).join(' · '),
  }));
  const noCourse = productId === undefined;
  return (
    <SelectInput
      {...props}
      choices={choices}
      isPending={!noCourse && isPending}
      disabled={noCourse}
      // The filter bar shows no helper texts: the label itself says what the field waits for.
      label={noCourse ? translate('app.preRegistrations.session_needs_course') : props.label}
      sx={{ minWidth: 270 }}
    />
  );
}

/**
 * Search, status, the waiting list (yes/no), course, session and the days they came in; on a phone only
 * search, status and the waiting list stay open.
 */
export function preRegistrationFilters(isSmall: boolean) {
  const statusChoices = preRegistrationStatuses.map((status) => ({
    id: status,
    name: `app.preRegistrations.statuses.${status}`,
  }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    selectFilter({ source: 'status', choices: statusChoices, alwaysOn: true }),
    selectFilter({
      source: 'waitlist',
      label: 'app.preRegistrations.waitlist',
      choices: [
        { id: '1', name: 'app.preRegistrations.waitlist_yes' },
        { id: '0', name: 'app.preRegistrations.waitlist_no' },
      ],
      alwaysOn: true,
    }),
    <CourseFilter key="product_id" source="product_id" alwaysOn={!isSmall} />,
    <SessionFilter key="session_id" source="session_id" alwaysOn={!isSmall} />,
    <DateInput key="from" source="from" alwaysOn={!isSmall} helperText={false} />,
    <DateInput key="to" source="to" alwaysOn={!isSmall} helperText={false} />,
  ];
}
