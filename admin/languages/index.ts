import LanguageIcon from '@mui/icons-material/Language';
import type { ResourceScreen } from '../navigation/screen';
import { LanguageCreate } from './LanguageCreate';
import { LanguageEdit } from './LanguageEdit';
import { LanguageList } from './LanguageList';

const languages: ResourceScreen = {
  route: 'languages',
  resource: 'languages',
  icon: LanguageIcon,
  list: LanguageList,
  create: LanguageCreate,
  edit: LanguageEdit,
  recordRepresentation: 'lang',
};

export default languages;
