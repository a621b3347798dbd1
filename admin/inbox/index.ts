import MailOutlineIcon from '@mui/icons-material/MailOutline';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import type { ResourceScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const InboxList = lazyScreen(() => import('./InboxList'), 'InboxList');
const InboxShow = lazyScreen(() => import('./InboxShow'), 'InboxShow');

/** Contact messages (/admin/contact) and HR applications (/admin/human-resources): one inbox, two resources. */
export const contactInbox: ResourceScreen = {
  route: 'contact',
  resource: 'contact',
  icon: MailOutlineIcon,
  list: InboxList,
  show: InboxShow,
  recordRepresentation: 'subject',
};

export const applicationsInbox: ResourceScreen = {
  route: 'humanResources',
  resource: 'human-resources',
  icon: WorkOutlineIcon,
  list: InboxList,
  show: InboxShow,
  recordRepresentation: 'position',
};

export default { contact: contactInbox, humanResources: applicationsInbox };
