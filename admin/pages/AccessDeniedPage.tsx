import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { StatusPage } from './StatusPage';

/** A screen the signed-in user's role group may not open (the server refuses its calls with 403 anyway). */
export function AccessDeniedPage() {
  return (
    <StatusPage
      code="403"
      title="app.access_denied.title"
      text="app.access_denied.text"
      icon={<LockOutlinedIcon />}
    />
  );
}
