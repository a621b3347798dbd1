import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Form,
  type Identifier,
  SaveButton,
  Title,
  useDataProvider,
  useGetOne,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { PasswordInput } from '../common/SchemaInputs';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { userPasswordSchema } from '../../shared/schemas/user';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { fieldErrorsOf, useFeedback } from '../common/notifications';
import { RequiredFields } from '../common/requiredFields';
import { yupValidate } from '../common/yupValidate';
import type { UserRecord } from './userTypes';

const validate = yupValidate(userPasswordSchema);

/** /admin/users/:id/reset-password (the spec's /admin/user-reset-password?id=): a new password for a user. */
export function UserResetPassword() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const feedback = useFeedback();
  const redirect = useRedirect();
  const { data: user } = useGetOne<UserRecord>('users', { id: Number(id) });
  const { mutateAsync } = useMutation({
    mutationFn: (values: FieldValues) => dataProvider.resetPassword(id as Identifier, values),
  });

  const save = async (values: FieldValues) => {
    try {
      await mutateAsync({
        password: values.password,
        password_confirmation: values.password_confirmation ?? '',
      });
      feedback.success('updated');
      redirect('list', 'users');
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      feedback.failure(error);
    }
  };

  const title = translate('app.users.reset_password_title', { name: user?.name ?? '' });
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography component="h1" variant="h6">
          {title}
        </Typography>
        {user && (
          <Typography color="text.secondary" variant="body2">
            {user.email}
          </Typography>
        )}
        <Alert severity="info">{translate('app.users.reset_password_hint')}</Alert>
        <RequiredFields validate={validate}>
          <Form
            onSubmit={save}
            validate={validate}
            defaultValues={{ password: '', password_confirmation: '' }}
          >
            <PasswordInput source="password" resource="users" fullWidth autoComplete="new-password" />
            <PasswordInput
              source="password_confirmation"
              resource="users"
              fullWidth
              autoComplete="new-password"
            />
            <SaveButton alwaysEnable />
          </Form>
        </RequiredFields>
      </CardContent>
    </Card>
  );
}
