import type { RaRecord } from 'react-admin';
import type { InboxResource } from '../layout/useUnreadCount';

export type InboxSection = 'mail' | 'trash';

/** A contact message or an HR application as the inbox API answers it (server/routes/admin/inbox.ts). */
export interface InboxItem extends RaRecord {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  check: number;
  section: InboxSection;
  created_at: string;
  ip?: string | null;
  /** The KVKK consent record: the notice accepted ("<seo name>@<version>") and when; null before it was asked. */
  consent_version?: string | null;
  consent_at?: string | null;
  /** Contact messages. */
  subject?: string;
  /** HR applications. */
  position?: string;
  cv_url?: string;
  cv_original_name?: string;
}

export const isInboxResource = (resource: string | undefined): resource is InboxResource =>
  resource === 'contact' || resource === 'human-resources';

/** The column that says what an item is about: the subject of a message, the position of an application. */
export const topicField = (resource: InboxResource) =>
  resource === 'contact' ? ('subject' as const) : ('position' as const);
