import {
  PasswordInput as RaPasswordInput,
  type PasswordInputProps,
  TextInput as RaTextInput,
  type TextInputProps,
} from 'react-admin';
import { useIsRequired } from './requiredFields';

/*
 * react-admin's text and password inputs, their labels marked " *" when the form's schema requires the field
 * (requiredFields.tsx). react-admin marks only inputs given a field-level `required()` validator, which our
 * forms do not use: one yup schema judges the whole form. An explicit `isRequired` still wins.
 */

export function TextInput(props: TextInputProps) {
  return <RaTextInput isRequired={useIsRequired(props.source)} {...props} />;
}

export function PasswordInput(props: PasswordInputProps) {
  return <RaPasswordInput isRequired={useIsRequired(props.source)} {...props} />;
}
