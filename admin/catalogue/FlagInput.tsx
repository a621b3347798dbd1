import { BooleanInput, type BooleanInputProps } from 'react-admin';

/** A 0/1 flag of the API (is_published, active…) as a switch. */
export function FlagInput(props: BooleanInputProps) {
  return (
    <BooleanInput
      format={(value: unknown) => value === 1 || value === true || value === '1'}
      parse={(checked: boolean) => (checked ? 1 : 0)}
      helperText={false}
      {...props}
    />
  );
}
