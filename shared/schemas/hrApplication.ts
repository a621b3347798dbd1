/*
 * The careers application (POST /api/human-resources): one yup schema for the site's form and the server.
 * Messages: the `form_error` keys listed in ./contact.ts.
 *
 * `cv` is described, not the file itself, so the same rule runs in the browser (a File has name, size, type)
 * and on the server, which passes the type it detected from the file's content (never the client's claim,
 * and never an empty type, so the name is not consulted there). In the browser an empty type (some systems
 * leave .docx untyped) falls back to the file name's extension.
 */
import * as yup from 'yup';
import { contactLimits, identityFields, kvkkConsentField, resolveFormErrors } from './contact.js';

export const cvMaxBytes = 5 * 1024 * 1024;
export const cvMimeTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
/** For `<input type="file" accept=…>`. */
export const cvAccept = `.pdf,.docx,${Object.values(cvMimeTypes).join(',')}`;

export interface CvDescription {
  name?: string;
  size: number;
  type: string;
}

export const hrLimits = { ...contactLimits, position: 100 } as const;

function isAllowedCv(cv: CvDescription): boolean {
  const allowed: readonly string[] = Object.values(cvMimeTypes);
  if (cv.type) return allowed.includes(cv.type);
  return /\.(pdf|docx)$/i.test(cv.name ?? '');
}

export function hrApplicationSchema(messages?: Partial<Record<string, string>>) {
  const m = resolveFormErrors(messages);
  return yup.object({
    // hrLimits takes name, e-mail and phone from contactLimits, so the contact form's rules are these.
    ...identityFields(m),
    position: yup.string().trim().required(m.bu_alan_zorunlu).max(hrLimits.position, m.en_fazla_100_karakter),
    message: yup.string().trim().required(m.bu_alan_zorunlu).max(hrLimits.message, m.en_fazla_600_karakter),
    cv: yup
      .mixed<CvDescription>()
      .required(m.cv_zorunlu)
      .test('cv-type', m.cv_dosya_turu, (cv) => !cv || isAllowedCv(cv))
      .test('cv-size', m.cv_dosya_boyutu, (cv) => !cv || cv.size <= cvMaxBytes),
    kvkk_consent: kvkkConsentField(m),
  });
}

export type HrApplicationInput = yup.InferType<ReturnType<typeof hrApplicationSchema>>;
