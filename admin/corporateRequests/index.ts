import BusinessIcon from '@mui/icons-material/Business';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const CorporateRequestList = lazyScreen(() => import('./CorporateRequestList'), 'CorporateRequestList');
const CorporateRequestEdit = lazyScreen(() => import('./CorporateRequestEdit'), 'CorporateRequestEdit');

/** Kurumsal Talepler (issue 32): listed, moved through the pipeline and removed here; companies send them on the site. */
export default defineScreen('corporateRequests', {
  icon: BusinessIcon,
  list: CorporateRequestList,
  edit: CorporateRequestEdit,
  recordRepresentation: 'company',
});
