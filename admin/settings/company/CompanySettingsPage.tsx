import { SettingsPage } from '../SettingsPage';
import { CompanyForm } from './CompanyForm';

/** /admin/settings/company: logos, colours, names and the web address the whole site uses. */
export function CompanySettingsPage() {
  return (
    <SettingsPage title="app.menu.routes.settings.company">
      <CompanyForm />
    </SettingsPage>
  );
}
