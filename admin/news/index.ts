import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { RaRecord } from 'react-admin';
import { pickText } from '../catalogue/translated';
import { NewsCreate } from './NewsCreate';
import { NewsEdit } from './NewsEdit';
import { NewsList } from './NewsList';

export default {
  list: NewsList,
  create: NewsCreate,
  edit: NewsEdit,
  icon: NewspaperIcon,
  recordRepresentation: (record: RaRecord) => pickText(record.title as Record<string, string>),
};
