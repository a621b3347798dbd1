import { SelectInput, type SelectInputProps } from 'react-admin';

/**
 * A select whose field the form's schema requires: no blank first choice, since picking it could only earn
 * the validation message. react-admin drops that choice only for required inputs, and it learns that from a
 * field-level `required()` validator, which our forms do not use (one yup schema judges the whole form, so a
 * validator here would add a second, differently worded message). `isRequired` says it without validating:
 * the blank choice goes and the label gets react-admin's required mark. Optional selects (filters, nullable
 * fields) stay plain `SelectInput`s and keep their blank choice.
 */
export function RequiredSelectInput(props: SelectInputProps) {
  return <SelectInput {...props} isRequired />;
}
