import type { ClientReferenceItem, TestimonialItem } from '../../shared/testimonialsApi';
import { useApi } from './useApi';

/** What participants say (active ones, in the back office's order); only those about one course when given. */
export const useTestimonials = (productId?: number) =>
  useApi<TestimonialItem[]>('/api/pages/testimonials', productId ? { product: productId } : undefined);

/** The companies of the "Referanslarımız" strip. */
export const useClientReferences = () => useApi<ClientReferenceItem[]>('/api/pages/client-references');
