import SchoolIcon from '@mui/icons-material/School';
import type { RaRecord } from 'react-admin';
import { pickText } from '../catalogue/translated';
import { lazyScreen } from '../navigation/lazyScreen';
import { defineScreen } from '../navigation/screen';

const ProductCreate = lazyScreen(() => import('./ProductCreate'), 'ProductCreate');
const ProductEdit = lazyScreen(() => import('./ProductEdit'), 'ProductEdit');
const ProductList = lazyScreen(() => import('./ProductList'), 'ProductList');

export default defineScreen('pages.educations', {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: SchoolIcon,
  recordRepresentation: (record: RaRecord) => pickText(record.title as Record<string, string>),
});
