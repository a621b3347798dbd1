import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** Opens the user's reset password page (/admin/users/:id/reset-password, the spec's /user-reset-password). */
export function ResetPasswordButton() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const to = `${createPath({ resource: 'users', id: record.id, type: 'edit' })}/reset-password`;
  return (
    <Button
      component={Link}
      to={to}
      label="app.users.reset_password"
      onClick={(event) => event.stopPropagation()}
    >
      <LockResetIcon />
    </Button>
  );
}
