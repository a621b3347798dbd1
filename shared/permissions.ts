/** The content work every role group does: the editor role's whole list, and the start of the administrator's. */
const contentWork = ['dashboard', 'content', 'inbox', 'contracts', 'page_meta', 'support'] as const;

/**
 * What a role group may do. Every admin route names one of these; the server checks it and the menu hides
 * what the signed-in user's role lacks.
 */
export const permissions = [...contentWork, 'settings', 'integrations', 'users', 'languages'] as const;
export type Permission = (typeof permissions)[number];

/** The editor role: content work only, no users, languages, integration scripts or settings. */
export const editorPermissions: Permission[] = [...contentWork];
