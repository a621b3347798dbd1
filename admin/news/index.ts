import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { RaRecord } from 'react-admin';
import { pickText } from '../catalogue/translated';
import { lazyScreen } from '../navigation/lazyScreen';
import { defineScreen } from '../navigation/screen';

const NewsCreate = lazyScreen(() => import('./NewsCreate'), 'NewsCreate');
const NewsEdit = lazyScreen(() => import('./NewsEdit'), 'NewsEdit');
const NewsList = lazyScreen(() => import('./NewsList'), 'NewsList');

export default defineScreen('pages.news', {
  list: NewsList,
  create: NewsCreate,
  edit: NewsEdit,
  icon: NewspaperIcon,
  recordRepresentation: (record: RaRecord) => pickText(record.title as Record<string, string>),
});
