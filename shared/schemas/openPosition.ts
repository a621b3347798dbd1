import * as yup from 'yup';
import type { Trashable, Translated } from '../types.js';
import { catalogueMessages as m, catalogueText, translatedBody, flagField } from './catalogueFields.js';
import { hrLimits } from './hrApplication.js';

/*
 * An open position of the careers page (issue 16), written in the back office and checked by the same rule
 * on the server. Title and description are plain text per language (the description is a few sentences, shown
 * as written, so it carries no HTML); the title needs its Turkish text. The employment type is one of a fixed
 * list, so the site can show it in the visitor's language from the dictionary.
 */
export const employmentTypes = ['full_time', 'part_time', 'internship', 'project'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

// A title fits the application form's position field, which "Başvur" fills with it.
export const openPositionLimits = { title: hrLimits.position, location: 150, description: 1000 } as const;
export const openPositionTranslatedFields = ['title', 'description'] as const;

export const openPositionSchema = yup.object({
  title: catalogueText({ max: openPositionLimits.title, required: true }),
  location: yup
    .string()
    .trim()
    .default('')
    .max(openPositionLimits.location, m.max(openPositionLimits.location)),
  employment_type: yup
    .string()
    .required(m.required)
    .oneOf([...employmentTypes], m.choice),
  description: catalogueText({ max: openPositionLimits.description }),
  active: flagField(1),
});
export type OpenPositionInput = yup.InferType<typeof openPositionSchema>;

export const prepareOpenPositionBody = translatedBody(openPositionTranslatedFields);

export interface AdminOpenPosition extends Trashable {
  id: number;
  title: Translated;
  location: string;
  employment_type: EmploymentType;
  description: Translated;
  active: number;
  queue: number;
  created_at: string;
  updated_at: string;
}
