import TitleIcon from '@mui/icons-material/Title';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const PageMetaEdit = lazyScreen(() => import('./PageMetaEdit'), 'PageMetaEdit');
const PageMetaList = lazyScreen(() => import('./PageMetaList'), 'PageMetaList');

export default defineScreen('pageMeta', {
  icon: TitleIcon,
  list: PageMetaList,
  edit: PageMetaEdit,
  recordRepresentation: 'route_name',
});
