import BusinessIcon from '@mui/icons-material/Business';
import { defineScreen } from '../../navigation/screen';
import { lazyScreen } from '../../navigation/lazyScreen';

const CompanySettingsPage = lazyScreen(() => import('./CompanySettingsPage'), 'CompanySettingsPage');

export default defineScreen('settings.company', { icon: BusinessIcon, page: CompanySettingsPage });
