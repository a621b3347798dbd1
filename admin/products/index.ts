import SchoolIcon from '@mui/icons-material/School';
import type { RaRecord } from 'react-admin';
import { pickText } from '../catalogue/translated';
import { lazyScreen } from '../navigation/lazyScreen';

const ProductCreate = lazyScreen(() => import('./ProductCreate'), 'ProductCreate');
const ProductEdit = lazyScreen(() => import('./ProductEdit'), 'ProductEdit');
const ProductList = lazyScreen(() => import('./ProductList'), 'ProductList');

export default {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: SchoolIcon,
  recordRepresentation: (record: RaRecord) => pickText(record.title as Record<string, string>),
};
