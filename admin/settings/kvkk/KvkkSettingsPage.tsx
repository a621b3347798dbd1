import { SettingsPage } from '../SettingsPage';
import { KvkkForm } from './KvkkForm';
import { PurgeLog } from './PurgeLog';

/** /admin/settings/kvkk: the notice the forms link, how long personal data is kept, and what was deleted. */
export function KvkkSettingsPage() {
  return (
    <SettingsPage title="app.menu.routes.settings.kvkk">
      <KvkkForm />
      <PurgeLog />
    </SettingsPage>
  );
}
