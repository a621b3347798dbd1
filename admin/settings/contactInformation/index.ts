import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import type { ResourceScreen } from '../../navigation/screen';
import { ContactInformationCreate } from './ContactInformationCreate';
import { ContactInformationEdit } from './ContactInformationEdit';
import { ContactInformationList } from './ContactInformationList';

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
