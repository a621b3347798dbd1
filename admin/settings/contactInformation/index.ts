import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { defineScreen } from '../../navigation/screen';
import { lazyScreen } from '../../navigation/lazyScreen';

const ContactInformationCreate = lazyScreen(
  () => import('./ContactInformationCreate'),
  'ContactInformationCreate',
);
const ContactInformationEdit = lazyScreen(() => import('./ContactInformationEdit'), 'ContactInformationEdit');
const ContactInformationList = lazyScreen(() => import('./ContactInformationList'), 'ContactInformationList');

export default defineScreen('settings.contactInfo', {
  icon: ContactPhoneIcon,
  list: ContactInformationList,
  create: ContactInformationCreate,
  edit: ContactInformationEdit,
  recordRepresentation: 'name',
});
