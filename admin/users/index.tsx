import PeopleIcon from '@mui/icons-material/People';
import type { ResourceScreen } from '../navigation/screen';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserResetPassword } from './UserResetPassword';

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
