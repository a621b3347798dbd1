import InsightsIcon from '@mui/icons-material/Insights';
import type { PageScreen } from '../navigation/screen';
import { Dashboard } from './Dashboard';

const dashboard: PageScreen = { route: 'dashboard', icon: InsightsIcon, page: Dashboard };

export default dashboard;
