import InsightsIcon from '@mui/icons-material/Insights';
import type { PageScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const Dashboard = lazyScreen(() => import('./Dashboard'), 'Dashboard');

const dashboard: PageScreen = { route: 'dashboard', icon: InsightsIcon, page: Dashboard };

export default dashboard;
