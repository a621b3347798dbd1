import PeopleIcon from '@mui/icons-material/People';
import type { ResourceScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const UserCreate = lazyScreen(() => import('./UserCreate'), 'UserCreate');
const UserEdit = lazyScreen(() => import('./UserEdit'), 'UserEdit');
const UserList = lazyScreen(() => import('./UserList'), 'UserList');
const UserResetPassword = lazyScreen(() => import('./UserResetPassword'), 'UserResetPassword');

const users: ResourceScreen = {
  route: 'users',
  resource: 'users',
  icon: PeopleIcon,
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  recordRepresentation: 'name',
  routes: [{ path: ':id/reset-password', element: <UserResetPassword /> }],
};

export default users;
