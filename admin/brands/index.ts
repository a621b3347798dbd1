import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyScreen } from '../navigation/lazyScreen';
import { defineScreen } from '../navigation/screen';

const BrandCreate = lazyScreen(() => import('./BrandCreate'), 'BrandCreate');
const BrandEdit = lazyScreen(() => import('./BrandEdit'), 'BrandEdit');
const BrandList = lazyScreen(() => import('./BrandList'), 'BrandList');

export default defineScreen('pages.services.brands', {
  list: BrandList,
  create: BrandCreate,
  edit: BrandEdit,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
});
