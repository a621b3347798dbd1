import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import { defineScreen } from '../../navigation/screen';
import { lazyScreen } from '../../navigation/lazyScreen';

const SiteSettingsPage = lazyScreen(() => import('./SiteSettingsPage'), 'SiteSettingsPage');

export default defineScreen('settings.site', {
  icon: IntegrationInstructionsIcon,
  page: SiteSettingsPage,
});
