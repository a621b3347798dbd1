import { instructorKey, instructorsKey } from './apiKeys';
import { useApiKey } from './useApi';

export const useInstructors = () => useApiKey(instructorsKey);

export const useInstructor = (seoName: string | undefined) =>
  useApiKey(seoName ? (lang) => instructorKey(lang, seoName) : null);
