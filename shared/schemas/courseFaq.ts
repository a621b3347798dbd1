import * as yup from 'yup';
import type { Translated } from '../types.js';
import { parseJsonList } from './jsonText.js';
import { catalogueMessages as m, catalogueText } from './catalogueFields.js';

/*
 * A course's frequently asked questions (issue 32): an ordered list of { question, answer }, each a text per
 * language like every translated field. Answers are plain text (line breaks kept, no HTML): the site prints
 * them escaped and the FAQPage markup needs no sanitising. In form data the list travels as one JSON field,
 * as the admin data provider sends every list (admin/dataProvider/formData.ts).
 */
export const courseFaqLimits = { items: 20, question: 300, answer: 3000 } as const;

export const courseFaqItemSchema = yup.object({
  // An item that exists needs its Turkish question and answer; other languages fall back to Turkish.
  question: catalogueText({ required: true, max: courseFaqLimits.question }),
  answer: catalogueText({ required: true, max: courseFaqLimits.answer }),
});

export const courseFaqField = () =>
  yup
    .array(courseFaqItemSchema)
    .transform((_value: unknown, original: unknown) => parseJsonList(original))
    .typeError(m.invalidList)
    .max(courseFaqLimits.items, m.tooMany(courseFaqLimits.items))
    .default(() => []);

/** A FAQ item as stored and as GET /products/:id answers it. */
export interface CourseFaqItem {
  question: Translated;
  answer: Translated;
}
