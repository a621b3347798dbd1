import type { ContentPage } from '../../shared/publicApi';
import {
  classroomRentalKey,
  consultancyKey,
  distanceLearningKey,
  pageContentKey,
  trainingVideosKey,
} from './apiKeys';
import { useApiKey } from './useApi';

/** The sections of one content page (home, corporate, educations, services, media). */
export const usePageContent = <P extends ContentPage>(page: P) =>
  useApiKey((lang) => pageContentKey(lang, page));

export const useDistanceLearning = () => useApiKey(distanceLearningKey);

export const useTrainingVideos = () => useApiKey(trainingVideosKey);

export const useConsultancy = () => useApiKey(consultancyKey);

export const useClassroomRental = () => useApiKey(classroomRentalKey);
