import { TextInput } from '../../common/SchemaInputs';

export function SocialMediaInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <TextInput source="uri" type="url" fullWidth helperText="https://…" />
    </>
  );
}
