import type { CorporateRequestStatus } from '../../shared/schemas/corporateRequest';

/** Chip colours per status, each pair above 7:1 contrast (as Ön Kayıtlar's); the text says the status too. */
export const statusColors: Record<CorporateRequestStatus, { bg: string; fg: string }> = {
  new: { bg: '#fde68a', fg: '#78350f' },
  called: { bg: '#bfdbfe', fg: '#1e3a8a' },
  offered: { bg: '#bbf7d0', fg: '#14532d' },
  closed: { bg: '#e5e7eb', fg: '#374151' },
};
