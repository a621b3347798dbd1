import type {
  ClassroomRentalContent,
  ConsultancyContent,
  ContentPage,
  ContentSection,
  DistanceLearningContent,
  PageContents,
  TrainingVideosContent,
} from '../../shared/publicApi';
import { useApi } from './useApi';

/** The sections of one content page (home, corporate, educations, services, media). */
export const usePageContent = <P extends ContentPage>(page: P) =>
  useApi<PageContents[P]>('/api/pages/content', { page });

export const useDistanceLearning = () =>
  useApi<ContentSection<DistanceLearningContent>>('/api/pages/distance-learning');

export const useTrainingVideos = () => useApi<ContentSection<TrainingVideosContent>>('/api/pages/training-videos');

export const useConsultancy = () => useApi<ContentSection<ConsultancyContent>>('/api/pages/consultancy-service');

export const useClassroomRental = () =>
  useApi<ContentSection<ClassroomRentalContent>>('/api/pages/classroom-rental');
