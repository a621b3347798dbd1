import HistoryIcon from '@mui/icons-material/History';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const AuditLogList = lazyScreen(() => import('./AuditLogList'), 'AuditLogList');

/** Kayıt Geçmişi (issue 14): read-only; a record's own history is RecordHistory under its edit form. */
export default defineScreen('auditLog', { icon: HistoryIcon, list: AuditLogList });
