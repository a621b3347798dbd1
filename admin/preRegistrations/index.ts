import HowToRegIcon from '@mui/icons-material/HowToReg';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const PreRegistrationList = lazyScreen(() => import('./PreRegistrationList'), 'PreRegistrationList');
const PreRegistrationEdit = lazyScreen(() => import('./PreRegistrationEdit'), 'PreRegistrationEdit');

/** Ön Kayıtlar: listed, moved through the pipeline and removed here; visitors create them on the site. */
export default defineScreen('preRegistrations', {
  icon: HowToRegIcon,
  list: PreRegistrationList,
  edit: PreRegistrationEdit,
  recordRepresentation: 'name',
});
