import ShareIcon from '@mui/icons-material/Share';
import type { ResourceScreen } from '../../navigation/screen';
import { lazyScreen } from '../../navigation/lazyScreen';

const SocialMediaCreate = lazyScreen(() => import('./SocialMediaCreate'), 'SocialMediaCreate');
const SocialMediaEdit = lazyScreen(() => import('./SocialMediaEdit'), 'SocialMediaEdit');
const SocialMediaList = lazyScreen(() => import('./SocialMediaList'), 'SocialMediaList');

const socialMedia: ResourceScreen = {
  route: 'settings.socialMedia',
  resource: 'settings/social-media',
  icon: ShareIcon,
  list: SocialMediaList,
  create: SocialMediaCreate,
  edit: SocialMediaEdit,
  recordRepresentation: 'name',
};

export default socialMedia;
