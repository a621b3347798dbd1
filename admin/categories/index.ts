import CategoryIcon from '@mui/icons-material/Category';
import type { RaRecord } from 'react-admin';
import { pickText } from '../catalogue/translated';
import { CategoryCreate } from './CategoryCreate';
import { CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';

export default {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: (record: RaRecord) => pickText(record.name as Record<string, string>),
};
