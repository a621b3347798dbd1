import type { RaRecord } from 'react-admin';
import type { SupportPriority, SupportStatus } from '../../shared/schemas/support';

export interface SupportRecord extends RaRecord {
  id: number;
  user_id: number | null;
  user_name: string | null;
  subject: string;
  message: string;
  priority: SupportPriority;
  status: SupportStatus;
  created_at: string;
}

/** Whoever may change a request's status (server/routes/admin/support.ts: the `settings` permission). */
export const managerPermission = 'settings';

export const statusColors: Record<SupportStatus, 'warning' | 'info' | 'success'> = {
  open: 'warning',
  in_progress: 'info',
  closed: 'success',
};

export const priorityColors: Record<SupportPriority, 'default' | 'primary' | 'error'> = {
  low: 'default',
  normal: 'primary',
  high: 'error',
};
