import PeopleIcon from '@mui/icons-material/People';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const UserCreate = lazyScreen(() => import('./UserCreate'), 'UserCreate');
const UserEdit = lazyScreen(() => import('./UserEdit'), 'UserEdit');
const UserList = lazyScreen(() => import('./UserList'), 'UserList');
const UserResetPassword = lazyScreen(() => import('./UserResetPassword'), 'UserResetPassword');

export default defineScreen('users', {
  icon: PeopleIcon,
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  recordRepresentation: 'name',
  routes: [{ path: ':id/reset-password', element: <UserResetPassword /> }],
});
