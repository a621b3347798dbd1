/**
 * What a role group may do. Every admin route names one of these; the server checks it and the menu hides
 * what the signed-in user's role lacks.
 */
export const permissions = [
  'dashboard',
  'content',
  'inbox',
  'contracts',
  'page_meta',
  'support',
  'settings',
  'integrations',
  'users',
  'languages',
] as const;
export type Permission = (typeof permissions)[number];

/** The editor role: content work only, no users, languages, integration scripts or settings. */
export const editorPermissions: Permission[] = [
  'dashboard',
  'content',
  'inbox',
  'contracts',
  'page_meta',
  'support',
];
