import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const PersonalDataPage = lazyScreen(() => import('./PersonalDataPage'), 'PersonalDataPage');

/** Kişisel Veri Talepleri (issue 29): a person's data found across every table, exported or erased. */
export default defineScreen('personalData', { icon: PersonSearchIcon, page: PersonalDataPage });
