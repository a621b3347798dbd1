import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { StatusPage } from './StatusPage';

/** /admin/404: where every unknown admin path ends up (SPEC §2). */
export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="app.not_found.title"
      text="app.not_found.text"
      icon={<TravelExploreIcon />}
    />
  );
}
