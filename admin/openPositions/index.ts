import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { lazyScreen } from '../navigation/lazyScreen';

const OpenPositionCreate = lazyScreen(() => import('./OpenPositionCreate'), 'OpenPositionCreate');
const OpenPositionEdit = lazyScreen(() => import('./OpenPositionEdit'), 'OpenPositionEdit');
const OpenPositionList = lazyScreen(() => import('./OpenPositionList'), 'OpenPositionList');

export default {
  list: OpenPositionList,
  create: OpenPositionCreate,
  edit: OpenPositionEdit,
  icon: WorkOutlineIcon,
};
