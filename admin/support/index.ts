import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { ResourceScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const SupportCreate = lazyScreen(() => import('./SupportCreate'), 'SupportCreate');
const SupportList = lazyScreen(() => import('./SupportList'), 'SupportList');
const SupportShow = lazyScreen(() => import('./SupportShow'), 'SupportShow');

const support: ResourceScreen = {
  route: 'support',
  resource: 'support',
  icon: SupportAgentIcon,
  list: SupportList,
  create: SupportCreate,
  show: SupportShow,
  recordRepresentation: 'subject',
};

export default support;
