import { clientReferencesKey, testimonialsKey } from './apiKeys';
import { useApiKey } from './useApi';

/** What participants say (active ones, in the back office's order); only those about one course when given. */
export const useTestimonials = (productId?: number) => useApiKey((lang) => testimonialsKey(lang, productId));

/** The companies of the "Referanslarımız" strip. */
export const useClientReferences = () => useApiKey(clientReferencesKey);
