import type { Labels } from './adminResources.js';

/*
 * Where a content record stands for a visitor (issue 28): in the trash, a draft nobody sees, scheduled
 * (published with a date still to come: news), or on the site. One rule for the lists' status column, the
 * edit screens and the preview; the public queries apply the same conditions in SQL.
 */

export type PublishStatus = 'trashed' | 'draft' | 'scheduled' | 'published';

/** The fields a content record may carry: courses say `is_published`, the others `active`. */
export interface Publishable {
  active?: number | boolean | null;
  is_published?: number | boolean | null;
  published_at?: string | null;
  deleted_at?: string | null;
}

const isOn = (flag: number | boolean | null | undefined) => flag === 1 || flag === true;

export function publishStatusOf(record: Publishable, now: number = Date.now()): PublishStatus {
  if (record.deleted_at) return 'trashed';
  const flag = 'is_published' in record ? record.is_published : record.active;
  // A record with neither flag (contracts, categories) is on the site as long as it is not in the trash.
  if (flag !== undefined && !isOn(flag)) return 'draft';
  if (record.published_at && Date.parse(record.published_at) > now) return 'scheduled';
  return 'published';
}

export const publishStatusLabels: Readonly<Record<PublishStatus, Labels>> = {
  trashed: { tr: 'Çöpte', en: 'In trash' },
  draft: { tr: 'Taslak', en: 'Draft' },
  scheduled: { tr: 'Zamanlanmış', en: 'Scheduled' },
  published: { tr: 'Yayında', en: 'Published' },
};
