import * as yup from 'yup';
import { adminMessages as m, isHttpUrl, translatedText, requiredText } from './common.js';

export const colorPattern = /^#[0-9a-fA-F]{6}$/;
/** A site path ("/uploads/logo.webp", "/favicon.ico") with no parent hops, or an https address. */
const assetPattern = /^(\/(?!\/)(?!.*\.\.)[A-Za-z0-9/_.\-%]*|https:\/\/[^\s"'<>]+)$/;
export const assetPathMessage = 'Geçerli Bir Dosya Yolu Giriniz (/uploads/… veya https://…)';

const asset = yup
  .string()
  .trim()
  .max(500, m.max(500))
  .default('')
  .test('asset', assetPathMessage, (v) => !v || assetPattern.test(v));
const color = yup
  .string()
  .trim()
  .required(m.required)
  .matches(colorPattern, m.color)
  .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v));

/** SPEC §3 Configuration: logos, colours, the project and company names and the company's web address. */
export const companyConfigSchema = yup.object({
  main_logo_path: asset,
  fav_ico_logo_path: asset,
  second_logo_path: asset,
  main_color: color,
  second_color: color,
  project_company_name: requiredText(200),
  company_name: translatedText({ max: 200, requiredLanguages: ['tr'] }),
  project_company_url: requiredText(500).test('url', m.url, (v) => !v || isHttpUrl(v)),
});

export type CompanyConfigInput = yup.InferType<typeof companyConfigSchema>;
