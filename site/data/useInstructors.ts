import type { InstructorDetail, InstructorListItem } from '../../shared/publicApi';
import { useApi } from './useApi';

export const useInstructors = () => useApi<InstructorListItem[]>('/api/pages/instructors');

export const useInstructor = (seoName: string | undefined) =>
  useApi<InstructorDetail>(seoName ? `/api/pages/instructor/${encodeURIComponent(seoName)}` : null);
