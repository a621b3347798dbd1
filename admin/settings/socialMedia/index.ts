import ShareIcon from '@mui/icons-material/Share';
import { defineScreen } from '../../navigation/screen';
import { lazyScreen } from '../../navigation/lazyScreen';

const SocialMediaCreate = lazyScreen(() => import('./SocialMediaCreate'), 'SocialMediaCreate');
const SocialMediaEdit = lazyScreen(() => import('./SocialMediaEdit'), 'SocialMediaEdit');
const SocialMediaList = lazyScreen(() => import('./SocialMediaList'), 'SocialMediaList');

export default defineScreen('settings.socialMedia', {
  icon: ShareIcon,
  list: SocialMediaList,
  create: SocialMediaCreate,
  edit: SocialMediaEdit,
  recordRepresentation: 'name',
});
