import TitleIcon from '@mui/icons-material/Title';
import type { ResourceScreen } from '../navigation/screen';
import { PageMetaEdit } from './PageMetaEdit';
import { PageMetaList } from './PageMetaList';

const pageMeta: ResourceScreen = {
  route: 'pageMeta',
  resource: 'page-meta',
  icon: TitleIcon,
  list: PageMetaList,
  edit: PageMetaEdit,
  recordRepresentation: 'route_name',
};

export default pageMeta;
