import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import type { PageScreen } from '../../navigation/screen';
import { lazyScreen } from '../../navigation/lazyScreen';

const SiteSettingsPage = lazyScreen(() => import('./SiteSettingsPage'), 'SiteSettingsPage');

const siteSettings: PageScreen = {
  route: 'settings.site',
  icon: IntegrationInstructionsIcon,
  page: SiteSettingsPage,
};

export default siteSettings;
