import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import type { ResourceScreen } from '../../navigation/screen';
import { lazyScreen } from '../../navigation/lazyScreen';

const ContactInformationCreate = lazyScreen(
  () => import('./ContactInformationCreate'),
  'ContactInformationCreate',
);
const ContactInformationEdit = lazyScreen(() => import('./ContactInformationEdit'), 'ContactInformationEdit');
const ContactInformationList = lazyScreen(() => import('./ContactInformationList'), 'ContactInformationList');

const contactInformation: ResourceScreen = {
  route: 'settings.contactInfo',
  resource: 'settings/contact-information',
  icon: ContactPhoneIcon,
  list: ContactInformationList,
  create: ContactInformationCreate,
  edit: ContactInformationEdit,
  recordRepresentation: 'name',
};

export default contactInformation;
