import MailOutlineIcon from '@mui/icons-material/MailOutline';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const InboxList = lazyScreen(() => import('./InboxList'), 'InboxList');
const InboxShow = lazyScreen(() => import('./InboxShow'), 'InboxShow');

/** Contact messages (/admin/contact) and HR applications (/admin/human-resources): one inbox, two resources. */
export default [
  defineScreen('contact', {
    icon: MailOutlineIcon,
    list: InboxList,
    show: InboxShow,
    recordRepresentation: 'subject',
  }),
  defineScreen('humanResources', {
    icon: WorkOutlineIcon,
    list: InboxList,
    show: InboxShow,
    recordRepresentation: 'position',
  }),
];
