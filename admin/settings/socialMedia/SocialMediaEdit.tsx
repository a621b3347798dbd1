import { Edit } from 'react-admin';
import { socialMediaSchema } from '../../../shared/schemas/socialMedia';
import { useFormFailure } from '../../common/notifications';
import { yupValidate } from '../../common/yupValidate';
import { SocialMediaInputs } from './SocialMediaInputs';
import { AdminSimpleForm } from '../../common/AdminForms';

const validate = yupValidate(socialMediaSchema);

/** SPEC §7 PUT (id, uri): the name travels too, the server keeps whatever is left out. */
const toWire = ({ name, uri }: Record<string, unknown>) => ({ name, uri });

export function SocialMediaEdit() {
  return (
    <Edit
      title="app.settings.social_edit"
      redirect="list"
      mutationMode="pessimistic"
      transform={toWire}
      mutationOptions={useFormFailure()}
    >
      <AdminSimpleForm validate={validate} sx={{ maxWidth: 640 }}>
        <SocialMediaInputs />
      </AdminSimpleForm>
    </Edit>
  );
}
