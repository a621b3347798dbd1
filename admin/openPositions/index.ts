import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import type { RaRecord } from 'react-admin';
import { pickText } from '../catalogue/translated';
import { lazyScreen } from '../navigation/lazyScreen';
import { defineScreen } from '../navigation/screen';

const OpenPositionCreate = lazyScreen(() => import('./OpenPositionCreate'), 'OpenPositionCreate');
const OpenPositionEdit = lazyScreen(() => import('./OpenPositionEdit'), 'OpenPositionEdit');
const OpenPositionList = lazyScreen(() => import('./OpenPositionList'), 'OpenPositionList');

export default defineScreen('openPositions', {
  list: OpenPositionList,
  create: OpenPositionCreate,
  edit: OpenPositionEdit,
  icon: WorkOutlineIcon,
  recordRepresentation: (record: RaRecord) => pickText(record.title as Record<string, string>),
});
