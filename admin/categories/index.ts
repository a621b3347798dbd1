import CategoryIcon from '@mui/icons-material/Category';
import type { RaRecord } from 'react-admin';
import { pickText } from '../catalogue/translated';
import { lazyScreen } from '../navigation/lazyScreen';
import { defineScreen } from '../navigation/screen';

const CategoryCreate = lazyScreen(() => import('./CategoryCreate'), 'CategoryCreate');
const CategoryEdit = lazyScreen(() => import('./CategoryEdit'), 'CategoryEdit');
const CategoryList = lazyScreen(() => import('./CategoryList'), 'CategoryList');

export default defineScreen('pages.educations.categories', {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: (record: RaRecord) => pickText(record.name as Record<string, string>),
});
