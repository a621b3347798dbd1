import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import type { PageScreen } from '../../navigation/screen';
import { SiteSettingsPage } from './SiteSettingsPage';

const siteSettings: PageScreen = {
  route: 'settings.site',
  icon: IntegrationInstructionsIcon,
  page: SiteSettingsPage,
};

export default siteSettings;
