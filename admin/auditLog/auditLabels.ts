import type { TranslateFunction } from 'react-admin';
import { adminResources } from '../../shared/adminResources';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { auditLogMessages } from './messages';

/*
 * Names, in the panel's language, for what the audit log stores in the server's words: actions, API
 * resources and the columns of the records (server/audit). The texts are messages (./messages.ts, and the
 * registry's menu labels and resource names); a word with no text is shown as it is stored.
 */

/** The actions the server logs, in the order the filter offers them. */
export const auditActions = Object.keys(auditLogMessages.tr.app.auditLog.actions);

export const actionLabel = (action: string, translate: TranslateFunction) =>
  translate(`app.auditLog.actions.${action}`, { _: action });

interface ResourceName {
  /** The menu label's message (`app.menu.routes.<route>`), else the plural record name's. */
  key: string;
  plural: boolean;
}

/** Every API path of the registry with where its name is: its menu label, else its plural record name. */
const resourceNames: ReadonlyMap<string, ResourceName> = new Map(
  adminResources.flatMap((entry): [string, ResourceName][] => {
    const api = 'api' in entry ? (entry.api as { path?: string } | undefined) : undefined;
    const path = api?.path ?? ('resource' in entry ? entry.resource : undefined);
    if (!path || path === 'audit-log' || path === 'dashboard') return [];
    if ('menu' in entry && entry.menu)
      return [[path, { key: `app.menu.routes.${entry.menu.route}`, plural: false }]];
    if ('resource' in entry && 'name' in entry && entry.name) {
      return [[path, { key: `resources.${entry.resource}.name`, plural: true }]];
    }
    return path === 'uploads' ? [[path, { key: 'app.auditLog.uploads', plural: false }]] : [];
  }),
);

/** The API paths the resource filter offers. */
export const auditResources = [...resourceNames.keys()];

export function resourceLabel(resource: string, translate: TranslateFunction): string {
  const name = resourceNames.get(resource);
  if (!name) return resource;
  return translate(name.key, name.plural ? { smart_count: 2, _: resource } : { _: resource });
}

/** `name.tr` → "Ad (TR)", `sessions` → "Oturumlar": a column's name with its language, if any. */
export function fieldLabel(path: string, translate: TranslateFunction): string {
  const field = (name: string) => translate(`app.auditLog.fields.${name}`, { _: name });
  const [head, ...rest] = path.split('.');
  const base = field(head);
  if (rest.length === 0) return base;
  const tail = rest.map((part) => (/^[a-z]{2}$/.test(part) ? part.toUpperCase() : field(part)));
  return `${base} (${tail.join(' · ')})`;
}

/**
 * The server's summary of an entry in the panel's language: a record's own name as it is, a bulk write's
 * "3 kayıt: #1, #2, #3" (server/audit/recordEntry.ts) translated.
 */
export function summaryText(summary: string, translate: TranslateFunction): string {
  const listed = /^(\d+) kayıt: (#.*)$/.exec(summary);
  if (!listed) return summary;
  return translate('app.auditLog.listed', { smart_count: Number(listed[1]), ids: listed[2] });
}

const englishTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * When an entry was written, in Istanbul time, as the panel's language writes dates: "23.11.2026 - 12:05"
 * (SPEC §9) in Turkish, "23 Nov 2026, 12:05" in English.
 */
export function entryTime(value: string, locale: string): string {
  if (locale !== 'en') return formatTurkeyTime(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : englishTime.format(date);
}
