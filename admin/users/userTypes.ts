import type { RaRecord } from 'react-admin';
import type { AdminUser } from '../../shared/schemas/user';

/** A user as GET /api/admin/users answers (server/routes/admin/users.ts declares it); never a password hash. */
export interface UserRecord extends AdminUser, RaRecord {
  id: number;
}
