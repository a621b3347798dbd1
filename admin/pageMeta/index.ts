import TitleIcon from '@mui/icons-material/Title';
import type { ResourceScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const PageMetaEdit = lazyScreen(() => import('./PageMetaEdit'), 'PageMetaEdit');
const PageMetaList = lazyScreen(() => import('./PageMetaList'), 'PageMetaList');

const pageMeta: ResourceScreen = {
  route: 'pageMeta',
  resource: 'page-meta',
  icon: TitleIcon,
  list: PageMetaList,
  edit: PageMetaEdit,
  recordRepresentation: 'route_name',
};

export default pageMeta;
