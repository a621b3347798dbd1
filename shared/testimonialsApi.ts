import type { ContentFallback } from './publicApi.js';

/*
 * The public answers of the testimonials and client references (issue 32), in the visitor's language:
 *
 * GET /api/pages/testimonials                 TestimonialItem[] (active ones, in the back office's order)
 * GET /api/pages/testimonials?product=<id>    TestimonialItem[] about that course only
 * GET /api/pages/client-references            ClientReferenceItem[] (active ones, in the back office's order)
 */

/**
 * What a participant said; `course` when it is about a course the site shows. `content_lang` (and the
 * course's) when that text is the default language's for want of one in the answer's (issue 30).
 */
export interface TestimonialItem extends ContentFallback {
  id: number;
  person_name: string;
  /** Their role and company ("Finans Müdürü, Örnek Lojistik"); '' when none. */
  person_title: string;
  quote: string;
  /** The person's photo or their company's logo (/uploads/testimonials/…). */
  image: string | null;
  course: ({ title: string; seo_name: string } & ContentFallback) | null;
}

/** A company of the "Referanslarımız" strip: its logo, or its name set as text when it has none. */
export interface ClientReferenceItem {
  id: number;
  name: string;
  logo: string | null;
  url: string | null;
}
