import PersonIcon from '@mui/icons-material/Person';
import { lazyScreen } from '../navigation/lazyScreen';
import { defineScreen } from '../navigation/screen';

const InstructorCreate = lazyScreen(() => import('./InstructorCreate'), 'InstructorCreate');
const InstructorEdit = lazyScreen(() => import('./InstructorEdit'), 'InstructorEdit');
const InstructorList = lazyScreen(() => import('./InstructorList'), 'InstructorList');

export default defineScreen('pages.educations.instructors', {
  list: InstructorList,
  create: InstructorCreate,
  edit: InstructorEdit,
  icon: PersonIcon,
  recordRepresentation: 'name',
});
