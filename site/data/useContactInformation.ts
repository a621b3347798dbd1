import { contactInformationKey, socialMediaKey } from './apiKeys';
import { useApiKey } from './useApi';

/** Phones, e-mails and addresses in the current language (reloaded on a language change, SPEC §4). */
export const useContactInformation = () => useApiKey(contactInformationKey);

export const useSocialMedia = () => useApiKey(socialMediaKey);
