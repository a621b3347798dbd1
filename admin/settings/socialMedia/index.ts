import ShareIcon from '@mui/icons-material/Share';
import type { ResourceScreen } from '../../navigation/screen';
import { SocialMediaCreate } from './SocialMediaCreate';
import { SocialMediaEdit } from './SocialMediaEdit';
import { SocialMediaList } from './SocialMediaList';

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
