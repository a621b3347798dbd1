import { DateTimeInput, type DateTimeInputProps } from 'react-admin';
import { keepTyped, toTurkeyInput } from './turkeyTime';

/**
 * A date and time shown and typed in Turkish time, whatever the browser's clock: the stored instant as
 * Turkish time in the input, what was typed sent as it is (zoneless, so Turkish time to the server too).
 */
export function TurkeyTimeInput(props: Omit<DateTimeInputProps, 'format' | 'parse'>) {
  return <DateTimeInput {...props} format={toTurkeyInput} parse={keepTyped} />;
}
