import SchoolIcon from '@mui/icons-material/School';
import type { RaRecord } from 'react-admin';
import { pickText } from '../catalogue/translated';
import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';

export default {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: SchoolIcon,
  recordRepresentation: (record: RaRecord) => pickText(record.title as Record<string, string>),
};
