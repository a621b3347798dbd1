import PersonIcon from '@mui/icons-material/Person';
import { InstructorCreate } from './InstructorCreate';
import { InstructorEdit } from './InstructorEdit';
import { InstructorList } from './InstructorList';

export default {
  list: InstructorList,
  create: InstructorCreate,
  edit: InstructorEdit,
  icon: PersonIcon,
  recordRepresentation: 'name',
};
