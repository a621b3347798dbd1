import type { AdminResourceEntry } from '../../shared/adminResources';

/**
 * A resource that exists only in tests, added to the registry (shared/adminResources.ts) by vi.mock and
 * nowhere else: what a developer's one registry entry must be enough for (menu, messages, spec paths, data
 * provider, server guard). Its permission is one an editor lacks.
 */
export const throwawayResource = {
  resource: 'throwaway-notes',
  permission: 'languages',
  api: { listDefaults: { kind: 'note' } },
  menu: {
    route: 'throwawayNotes',
    path: '/notes-for-tests',
    group: 'forms',
    subPaths: { '/note-for-tests-update': 'edit' },
    label: { tr: 'Deneme Notları', en: 'Trial Notes' },
  },
  name: { tr: 'Deneme Notu |||| Deneme Notları', en: 'Trial note |||| Trial notes' },
} as const satisfies AdminResourceEntry;

/** The registry module with the throw-away resource at its end, for a `vi.mock` of shared/adminResources. */
export async function withThrowawayResource(
  importOriginal: () => Promise<typeof import('../../shared/adminResources')>,
) {
  const actual = await importOriginal();
  return { ...actual, adminResources: [...actual.adminResources, throwawayResource] };
}
