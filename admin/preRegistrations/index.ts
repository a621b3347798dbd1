import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { ResourceScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const PreRegistrationList = lazyScreen(() => import('./PreRegistrationList'), 'PreRegistrationList');
const PreRegistrationEdit = lazyScreen(() => import('./PreRegistrationEdit'), 'PreRegistrationEdit');

/** Ön Kayıtlar: listed, moved through the pipeline and removed here; visitors create them on the site. */
const preRegistrations: ResourceScreen = {
  route: 'preRegistrations',
  resource: 'pre-registrations',
  icon: HowToRegIcon,
  list: PreRegistrationList,
  edit: PreRegistrationEdit,
  recordRepresentation: 'name',
};

export default preRegistrations;
