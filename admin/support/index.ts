import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { ResourceScreen } from '../navigation/screen';
import { SupportCreate } from './SupportCreate';
import { SupportList } from './SupportList';
import { SupportShow } from './SupportShow';

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
