import type { RealApi } from './realApi';

/* The Site Ayarları screen's saves and what the server stored, for its tests against the real API. */

interface StoredSiteSettings {
  trash_retention_days: number;
  waitlist_hold_hours: number;
  confirmation_mail_statuses: string[];
}

/** The saves the screen sent. */
export const siteSettingsSaves = (api: RealApi) =>
  api.requests.filter((request) => request.url === '/api/admin/settings/site' && request.method !== 'GET');

/** The site settings as the server stored them. */
export const storedSiteSettings = async (api: RealApi) =>
  (await api.read<{ data: StoredSiteSettings }>('/api/admin/settings/site')).data;
