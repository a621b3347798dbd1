import * as yup from 'yup';
import type { Trashable, Translated } from '../types.js';
import {
  catalogueText,
  translatedBody,
  flagField,
  optionalIdField,
  websiteField,
} from './catalogueFields.js';
import { requiredText } from './common.js';

/*
 * Testimonials and client references (issue 32), written in the back office and checked by the same rules
 * on the server. A testimonial: the person's name as they agreed to be named, their role and company per
 * language ("Finans Müdürü, Örnek Lojistik"), the quote per language (plain text, shown as written, so no
 * HTML), optionally the course it is about, and a photo or company logo (multipart field `image`; JPEG, PNG
 * or WebP, checked by content; `remove_image=1` clears it). A client reference: the company's name, its
 * logo (multipart `logo`), its website. Both need their Turkish text; other languages fall back to it.
 */
export const testimonialLimits = { personName: 100, personTitle: 150, quote: 600 } as const;
export const testimonialTranslatedFields = ['person_title', 'quote'] as const;

export const testimonialSchema = yup.object({
  person_name: requiredText(testimonialLimits.personName),
  person_title: catalogueText({ max: testimonialLimits.personTitle }),
  quote: catalogueText({ max: testimonialLimits.quote, required: true }),
  product_id: optionalIdField(),
  active: flagField(1),
  remove_image: flagField(0),
});
export type TestimonialInput = yup.InferType<typeof testimonialSchema>;

export const prepareTestimonialBody = translatedBody(testimonialTranslatedFields);

export interface AdminTestimonial extends Trashable {
  id: number;
  person_name: string;
  person_title: Translated;
  quote: Translated;
  product_id: number | null;
  image_url: string | null;
  image_thumb_url: string | null;
  queue: number;
  active: number;
  created_at: string;
  updated_at: string;
}

export const clientReferenceLimits = { name: 150 } as const;

export const clientReferenceSchema = yup.object({
  name: requiredText(clientReferenceLimits.name),
  url: websiteField(),
  active: flagField(1),
  remove_logo: flagField(0),
});
export type ClientReferenceInput = yup.InferType<typeof clientReferenceSchema>;

export interface AdminClientReference extends Trashable {
  id: number;
  name: string;
  url: string;
  logo_url: string | null;
  logo_thumb_url: string | null;
  queue: number;
  active: number;
  created_at: string;
  updated_at: string;
}
