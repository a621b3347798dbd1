import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { defineScreen } from '../../navigation/screen';
import { lazyScreen } from '../../navigation/lazyScreen';

const KvkkSettingsPage = lazyScreen(() => import('./KvkkSettingsPage'), 'KvkkSettingsPage');

export default defineScreen('settings.kvkk', { icon: PrivacyTipIcon, page: KvkkSettingsPage });
