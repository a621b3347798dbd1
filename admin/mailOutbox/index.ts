import OutboxIcon from '@mui/icons-material/Outbox';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const MailOutboxList = lazyScreen(() => import('./MailOutboxList'), 'MailOutboxList');

/** E-posta Kayıtları (issue 29): what was e-mailed, to whom, and whether it went; retry and cancel. */
export default defineScreen('mailOutbox', { icon: OutboxIcon, list: MailOutboxList });
