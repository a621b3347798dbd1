import InsightsIcon from '@mui/icons-material/Insights';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const Dashboard = lazyScreen(() => import('./Dashboard'), 'Dashboard');

export default defineScreen('dashboard', { icon: InsightsIcon, page: Dashboard });
