import { Create } from 'react-admin';
import { socialMediaSchema } from '../../../shared/schemas/socialMedia';
import { useFormFailure } from '../../common/notifications';
import { yupValidate } from '../../common/yupValidate';
import { SocialMediaInputs } from './SocialMediaInputs';
import { AdminSimpleForm } from '../../common/AdminForms';

const validate = yupValidate(socialMediaSchema);

export function SocialMediaCreate() {
  return (
    <Create title="app.settings.social_create" redirect="list" mutationOptions={useFormFailure()}>
      <AdminSimpleForm validate={validate} sx={{ maxWidth: 640 }}>
        <SocialMediaInputs />
      </AdminSimpleForm>
    </Create>
  );
}
