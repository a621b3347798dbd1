import type { RaRecord } from 'react-admin';

/** A user as GET /api/admin/users answers (server/routes/admin/users.ts); never a password hash. */
export interface UserRecord extends RaRecord {
  id: number;
  name: string;
  email: string;
  active: number;
  role_group_id: number;
  role_group: { id: number; key: string; name: string };
  /** Signs in with two-step sign-in (issue 27). */
  two_step_enabled: boolean;
}
