import { BooleanInput } from 'react-admin';
import { PasswordInput, TextInput } from '../common/SchemaInputs';
import { RoleGroupInput } from './RoleGroupInput';

/** The fields of a user: a new one gets a password, an existing one an active switch. */
export function UserInputs({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <>
      <TextInput source="name" fullWidth />
      <TextInput source="email" type="email" fullWidth />
      {mode === 'create' && <PasswordInput source="password" fullWidth autoComplete="new-password" />}
      <RoleGroupInput />
      {mode === 'edit' && (
        <BooleanInput
          source="active"
          label="app.common.active"
          helperText="app.users.active_hint"
          format={(value: unknown) => value === 1 || value === true}
          parse={(value: boolean) => (value ? 1 : 0)}
        />
      )}
    </>
  );
}
