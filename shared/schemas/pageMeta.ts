import * as yup from 'yup';
import { nullableTranslatedText } from './common.js';

// The public route names are written once, with the public API's types.
export { publicRouteNames, type PublicRouteName } from '../publicApi.js';

/**
 * Search engines show about 60 title characters and about 160 description characters: the form counts
 * against the recommendation but only the hard limits are enforced.
 */
export const pageMetaLimits = {
  titleRecommended: 60,
  titleMax: 200,
  descriptionRecommended: 160,
  descriptionMax: 400,
} as const;

export const pageMetaSchema = yup.object({
  title: nullableTranslatedText({ max: pageMetaLimits.titleMax }),
  description: nullableTranslatedText({ max: pageMetaLimits.descriptionMax }),
});

export type PageMetaInput = yup.InferType<typeof pageMetaSchema>;
