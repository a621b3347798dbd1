import ApartmentIcon from '@mui/icons-material/Apartment';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import LaptopIcon from '@mui/icons-material/Laptop';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const AboutUsContent = lazyScreen(() => import('./AboutUsContent'), 'AboutUsContent');
const ClassroomRentalContent = lazyScreen(() => import('./ClassroomRentalContent'), 'ClassroomRentalContent');
const ConsultancyContent = lazyScreen(() => import('./ConsultancyContent'), 'ConsultancyContent');
const DistanceLearningContent = lazyScreen(
  () => import('./DistanceLearningContent'),
  'DistanceLearningContent',
);
const HomeContent = lazyScreen(() => import('./HomeContent'), 'HomeContent');
const TrainingVideosContent = lazyScreen(() => import('./TrainingVideosContent'), 'TrainingVideosContent');

/** The content page editors (SPEC §2 simple content pages), each a page at its spec path. */
export default [
  defineScreen('pages.home', { icon: HomeIcon, page: HomeContent }),
  defineScreen('pages.aboutUs', { icon: InfoIcon, page: AboutUsContent }),
  defineScreen('pages.educations.distanceLearning', { icon: LaptopIcon, page: DistanceLearningContent }),
  defineScreen('pages.educations.trainingVideos', { icon: OndemandVideoIcon, page: TrainingVideosContent }),
  defineScreen('pages.services.classroomRental', { icon: MeetingRoomIcon, page: ClassroomRentalContent }),
  defineScreen('pages.services.consultancyService', { icon: ApartmentIcon, page: ConsultancyContent }),
];
