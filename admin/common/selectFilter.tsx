import { SelectInput, type SelectInputProps } from 'react-admin';

/**
 * A dropdown of a list's filters, as every list draws one: no helper text under it, `minWidth` wide enough
 * for its longest choice. The element's key is its source, as a filters array needs.
 */
export function selectFilter({
  minWidth = 160,
  ...props
}: SelectInputProps & { source: string; minWidth?: number }) {
  return <SelectInput key={props.source} helperText={false} sx={{ minWidth }} {...props} />;
}
