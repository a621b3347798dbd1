import { type AdminResourceEntry, adminResources, type Labels } from '../../shared/adminResources';

/*
 * The texts the registry (shared/adminResources.ts) holds, as react-admin messages: each menu place's label
 * (`app.menu.routes.<route>`, also the screen's title) and each resource's name (`resources.<name>.name`,
 * 'Singular |||| Plural'). A new resource brings its texts in its registry entry, not here; its field labels
 * and screen texts live in its folder's messages.ts (admin/common/screenMessages.ts).
 */

type Language = keyof Labels;

const entries: readonly AdminResourceEntry[] = adminResources;

function registryMessages(language: Language) {
  const routes: Record<string, string> = {};
  const resources: Record<string, { name: string }> = {};
  for (const { menu, resource, name } of entries) {
    if (menu) routes[menu.route] = menu.label[language];
    if (resource && name) resources[resource] = { name: name[language] };
  }
  return { app: { menu: { routes } }, resources };
}

export const registryTurkish = registryMessages('tr');
export const registryEnglish = registryMessages('en');
