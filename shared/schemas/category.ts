import * as yup from 'yup';
import type { Slugged, Trashable, Translated } from '../types.js';
import {
  catalogueMessages as m,
  collectTranslated,
  flagField,
  idListField,
  keyField,
  optionalIdField,
  catalogueText,
} from './catalogueFields.js';
import { seoNamesFieldName, slugFields } from './seoSlugs.js';

/*
 * A category of the catalogue (SPEC §3): a name per language, one level of sub-categories, SEO texts.
 * Translatable fields arrive as `name_tr`/`name_en` form fields or as `name: { tr, en }` (see catalogueFields).
 * The parent is `parent_id`; `sub_category` (the name the list filter uses) is accepted as an alias.
 */
export const categoryTranslatedFields = ['name', 'seo_title', 'seo_description', seoNamesFieldName] as const;
// The course catalogue's section, the same name products default to (SPEC §9: section educations).
export const defaultCategorySection = 'educations';

export const categorySchema = yup.object({
  section: keyField(defaultCategorySection),
  parent_id: optionalIdField(),
  name: catalogueText({ required: true, max: 200 }),
  ...slugFields(),
  seo_title: catalogueText({ max: 200 }),
  seo_description: catalogueText({ max: 500 }),
  active: flagField(1),
});
export type CategoryInput = yup.InferType<typeof categorySchema>;

/** PUT /categories/queue: the ids of one section and one parent (empty or 0: top level), top first. */
export const categoryQueueSchema = yup.object({
  section: keyField(defaultCategorySection),
  sub_category: optionalIdField(),
  queue: idListField().min(1, m.invalidList),
});

export function prepareCategoryBody(body: unknown): Record<string, unknown> {
  const out = collectTranslated(body as Record<string, unknown>, categoryTranslatedFields);
  if (out.parent_id === undefined && out.sub_category !== undefined) out.parent_id = out.sub_category;
  return out;
}

export const categoryMessages = {
  hasProducts: 'Bu kategoriye bağlı eğitimler var. Önce eğitimleri başka bir kategoriye taşıyın veya silin.',
  hasChildren: 'Bu kategorinin alt kategorileri var. Önce alt kategorileri silin veya taşıyın.',
  parentNotFound: 'Üst kategori bulunamadı',
  parentIsChild: 'Alt kategorinin altına kategori eklenemez (tek seviye alt kategori)',
  parentOtherSection: 'Üst kategori aynı bölümde olmalı',
  parentIsSelf: 'Kategori kendi alt kategorisi olamaz',
  hasChildrenCannotMove: 'Alt kategorileri olan bir kategori başka bir kategorinin altına taşınamaz',
} as const;

/** A category as the admin API answers it. */
export interface AdminCategory extends Slugged, Trashable {
  id: number;
  section: string;
  parent_id: number | null;
  name: Translated;
  seo_title: Translated;
  seo_description: Translated;
  queue: number;
  active: number;
  /** Courses directly in this category. */
  product_count: number;
  /** One level only; empty for a sub-category. */
  sub_categories: AdminCategory[];
}
