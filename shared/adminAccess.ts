import { type AdminResourceEntry, adminResources, sessionApiPaths } from './adminResources.js';
import type { Permission } from './permissions.js';

/** Who may call an /api/admin path: a permission, or any signed-in user (the session paths). */
export type Access = Permission | 'signed-in';

/** The API path under /api/admin an entry serves ('role/groups'), or undefined for a page screen. */
export function apiPathOf(entry: AdminResourceEntry): string | undefined {
  return entry.api?.path ?? entry.resource;
}

/** Every path under /api/admin an entry claims for its permission: its API path and its select options. */
export function claimedPaths(entry: AdminResourceEntry): string[] {
  const path = apiPathOf(entry);
  return [path, entry.api?.selectOptions].filter((item): item is string => item !== undefined);
}

const segments = (path: string): string[] => path.split('/').filter((part) => part !== '');

/** Whether a path's segments match a pattern's; `:name` matches any one segment. */
function matches(pattern: string[], path: string[]): boolean {
  return (
    pattern.length === path.length &&
    pattern.every(
      (part, index) => part.startsWith(':') || part === path[index] || path[index].startsWith(':'),
    )
  );
}

/**
 * The access an /api/admin path needs, read from the registry: a route pattern ('/support/:id/status') or a
 * concrete path ('support/5/status'), without the /api/admin prefix. The entry claiming the longest leading
 * part of the path decides; its `api.permissions` may ask another permission for a route below it.
 * Undefined when no entry claims the path: the guard then refuses it.
 */
export function accessOfApiPath(
  path: string,
  entries: readonly AdminResourceEntry[] = adminResources,
): Access | undefined {
  const parts = segments(path.split('?')[0]);
  const joined = parts.join('/');
  if (sessionApiPaths.includes(joined)) return 'signed-in';
  let best: { entry: AdminResourceEntry; length: number } | undefined;
  for (const entry of entries) {
    for (const claimed of claimedPaths(entry)) {
      const prefix = segments(claimed);
      const owns = prefix.length <= parts.length && prefix.every((part, index) => part === parts[index]);
      if (owns && (!best || prefix.length > best.length)) best = { entry, length: prefix.length };
    }
  }
  if (!best) return undefined;
  const rest = parts.slice(best.length);
  for (const [pattern, permission] of Object.entries(best.entry.api?.permissions ?? {})) {
    if (matches(segments(pattern), rest)) return permission;
  }
  return best.entry.permission;
}
