import StorefrontIcon from '@mui/icons-material/Storefront';
import { BrandCreate } from './BrandCreate';
import { BrandEdit } from './BrandEdit';
import { BrandList } from './BrandList';

export default {
  list: BrandList,
  create: BrandCreate,
  edit: BrandEdit,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
