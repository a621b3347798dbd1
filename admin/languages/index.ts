import LanguageIcon from '@mui/icons-material/Language';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const LanguageCreate = lazyScreen(() => import('./LanguageCreate'), 'LanguageCreate');
const LanguageEdit = lazyScreen(() => import('./LanguageEdit'), 'LanguageEdit');
const LanguageList = lazyScreen(() => import('./LanguageList'), 'LanguageList');

export default defineScreen('languages', {
  icon: LanguageIcon,
  list: LanguageList,
  create: LanguageCreate,
  edit: LanguageEdit,
  recordRepresentation: 'lang',
});
