import type { ContactInformation, SocialMediaItem } from '../../shared/publicApi';
import { useApi } from './useApi';

/** Phones, e-mails and addresses in the current language (reloaded on a language change, SPEC §4). */
export const useContactInformation = () => useApi<ContactInformation>('/api/pages/contact-information');

export const useSocialMedia = () => useApi<SocialMediaItem[]>('/api/pages/social-media');
