import type { AdminPreRegistration, PreRegistrationStatus } from '../../shared/schemas/preRegistration';

export type PreRegistrationRecord = AdminPreRegistration;

/** The server's routes for Ön Kayıtlar declare `access: 'inbox'` (server/routes/admin/preRegistrations.ts). */
export const preRegistrationPermission = 'inbox';

/** The pipeline in the order the office walks it; cancelled is reachable from any step. */
export const pipelineSteps = [
  'new',
  'called',
  'confirmed',
] as const satisfies readonly PreRegistrationStatus[];

/**
 * Chip colours per status, each pair above 7:1 contrast and the same on light and dark pages (MUI's filled
 * warning and info chips put white on orange or light blue, under 4.5:1). The text says the status too.
 */
export const statusColors: Record<PreRegistrationStatus, { bg: string; fg: string }> = {
  new: { bg: '#fde68a', fg: '#78350f' },
  called: { bg: '#bfdbfe', fg: '#1e3a8a' },
  confirmed: { bg: '#bbf7d0', fg: '#14532d' },
  cancelled: { bg: '#e5e7eb', fg: '#374151' },
};
