import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const SupportCreate = lazyScreen(() => import('./SupportCreate'), 'SupportCreate');
const SupportList = lazyScreen(() => import('./SupportList'), 'SupportList');
const SupportShow = lazyScreen(() => import('./SupportShow'), 'SupportShow');

export default defineScreen('support', {
  icon: SupportAgentIcon,
  list: SupportList,
  create: SupportCreate,
  show: SupportShow,
  recordRepresentation: 'subject',
});
