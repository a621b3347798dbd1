import * as yup from 'yup';
import type { Trashable, Translated } from '../types.js';
import { parseJsonList } from './jsonText.js';
import {
  catalogueMessages as m,
  translatedBody,
  flagField,
  idListField,
  instantField,
  keyField,
  optionalIdField,
  plainText,
  catalogueText,
} from './catalogueFields.js';
import { fileAltListField } from './imageAlt.js';
import { type CourseFaqItem, courseFaqField } from './courseFaq.js';
import { seoNamesFieldName, slugFields } from './seoSlugs.js';

/*
 * A course (product) of the education calendar. Translatable fields arrive as `title_tr`/`title_en` form
 * fields or as `title: { tr, en }` (see catalogueFields). `sessions` is an array (JSON text in form data) and
 * `instructor_ids` a list of ids (array, "[1,2]", "1,2" or repeated fields). On update, a body without the
 * `sessions` or `instructor_ids` key leaves them as they are; with the key they are replaced as a whole.
 * `faq` (shared/schemas/courseFaq.ts) is a list sent the same way, and likewise kept when its key is absent.
 */
export const productTranslatedFields = [
  'title',
  'summary',
  'description',
  'seo_title',
  'seo_description',
  'duration',
  'price',
  seoNamesFieldName,
] as const;
/** Fields holding HTML from the rich text editor: the server sanitizes them before saving. */
export const productRichFields = ['description'] as const;
export const defaultProductSection = 'educations';

export const productMessages = {
  endBeforeStart: 'Bitiş tarihi başlangıçtan önce olamaz',
  placeRequired: 'Yer girin veya çevrim içi olarak işaretleyin',
  invalidSessions: 'Geçersiz oturum listesi',
  categoryNotFound: 'Kategori bulunamadı',
  brandNotFound: 'Marka bulunamadı',
  instructorNotFound: 'Eğitmen bulunamadı',
} as const;

export const sessionSchema = yup
  .object({
    /** A session already saved keeps its id (its pre-registrations point at it); a new one has none. */
    id: optionalIdField(),
    starts_at: instantField().required(m.required),
    ends_at: instantField()
      .required(m.required)
      .test('after-start', productMessages.endBeforeStart, function afterStart(value) {
        const start = (this.parent as { starts_at?: string }).starts_at;
        return !value || !start || value >= start;
      }),
    place: plainText(200),
    is_online: flagField(0),
    seats: yup
      .number()
      .transform((_value: unknown, original: unknown) =>
        original === '' || original === null || original === undefined ? null : Number(original),
      )
      .typeError(m.invalid)
      .integer(m.invalid)
      .min(0, m.invalid)
      .max(100000, m.invalid)
      .nullable()
      .default(null),
  })
  .test('place-or-online', productMessages.placeRequired, function placeOrOnline(value) {
    if (!value || value.is_online === 1 || value.place) return true;
    return this.createError({ path: `${this.path}.place`, message: productMessages.placeRequired });
  });
export type SessionInput = yup.InferType<typeof sessionSchema>;

export const productSchema = yup.object({
  section: keyField(defaultProductSection),
  category_id: optionalIdField().required(m.required),
  brand_id: optionalIdField(),
  instructor_ids: idListField(),
  sessions: yup
    .array(sessionSchema)
    .transform((_value: unknown, original: unknown) => parseJsonList(original))
    .typeError(productMessages.invalidSessions)
    .max(200, productMessages.invalidSessions)
    .default(() => []),
  faq: courseFaqField(),
  title: catalogueText({ required: true, max: 250 }),
  summary: catalogueText({ max: 1000 }),
  description: catalogueText({ max: 200_000, rich: true }),
  duration: catalogueText({ max: 100 }),
  price: catalogueText({ max: 50 }),
  ...slugFields(),
  seo_title: catalogueText({ max: 200 }),
  seo_description: catalogueText({ max: 500 }),
  is_popular: flagField(0),
  // A new course is a draft until it is published on purpose (issue 28); so is a save that leaves the flag out.
  is_published: flagField(0),
});
export type ProductInput = yup.InferType<typeof productSchema>;

export const prepareProductBody = translatedBody(productTranslatedFields);

/** PUT /products/queue: the section's course ids, top first. */
export const productQueueSchema = yup.object({
  section: keyField(defaultProductSection),
  queue: idListField().min(1, m.invalidList),
});

/** PUT /<owner>/files-queue/:id: every file id of one gallery, top first (the first image is the cover). */
export const galleryQueueSchema = yup.object({
  file_list: idListField().min(1, m.invalidList),
  gallery_type: keyField('gallery'),
});

export const galleryUploadSchema = yup.object({
  gallery_type: keyField('gallery'),
  /** Each new file's alt text and decorative flag, in upload order (shared/schemas/imageAlt.ts). */
  file_alts: fileAltListField(),
});

/** An image of a gallery as the admin API answers it. */
export interface AdminFile {
  id: number;
  gallery_type: string;
  url: string;
  thumb_url: string;
  width: number | null;
  height: number | null;
  /** Alternative text per language ({} when none) and whether the image only decorates (0/1). */
  alt: Translated;
  decorative: number;
  queue: number;
}

/** A course session's own columns, as stored (product_sessions) and as every API answers them. */
export interface CourseSessionFields {
  id: number;
  starts_at: string;
  ends_at: string;
  place: string | null;
  is_online: number;
  seats: number | null;
}

export interface AdminSession extends CourseSessionFields {
  /** Ön Kayıtlar of this session, every status (GET /products/:id only; a save ignores it). */
  pre_registration_count?: number;
  /** Seats its pre-registrations hold: neither waiting list nor cancelled (GET /products/:id only). */
  seats_taken?: number;
}

/** A row of GET /products. */
export interface AdminProductListItem extends Trashable {
  id: number;
  section: string;
  seo_name: string;
  title: Translated;
  category_id: number | null;
  category_name: Translated;
  is_popular: number;
  is_published: number;
  queue: number;
  cover_url: string | null;
  /** The next session still to start, if any. */
  next_session_at: string | null;
  updated_at: string;
}

/** GET /products/:id. */
export interface AdminProduct extends Trashable {
  id: number;
  section: string;
  category_id: number | null;
  brand_id: number | null;
  seo_name: string;
  /** The other languages' own slugs (issue 30); a language without one uses seo_name, the Turkish slug. */
  seo_names: Translated;
  title: Translated;
  summary: Translated;
  description: Translated;
  seo_title: Translated;
  seo_description: Translated;
  /** Per language; {} when not set. */
  duration: Translated;
  price: Translated;
  is_popular: number;
  is_published: number;
  queue: number;
  instructor_ids: number[];
  sessions: AdminSession[];
  /** Frequently asked questions, in the order the site shows them (issue 32). */
  faq: CourseFaqItem[];
  files: AdminFile[];
  cover_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface SelectOption {
  id: number;
  name: string;
}
