/*
 * The contact form (SPEC §5): one yup schema for the site's form and the server's check of POST /api/contact.
 *
 * Its messages come from the `form_error` section of the static-language dictionary. Keys used here and in
 * ./hrApplication.ts (the dictionary must define them for every language; a missing key falls back to the
 * Turkish text in `defaultFormErrorMessages`):
 *
 *   bu_alan_zorunlu          'Bu Alan Zorunlu'
 *   gecerli_email_giriniz    'Geçerli E-Mail Adresi Giriniz'
 *   en_fazla_50_karakter     'Bu Alan 50 Karakteri Geçemez'
 *   en_fazla_100_karakter    'Bu Alan 100 Karakteri Geçemez'
 *   en_fazla_250_karakter    'Bu Alan 250 Karakteri Geçemez'
 *   en_fazla_600_karakter    'Bu Alan 600 Karakteri Geçemez'
 *   cv_zorunlu               'Lütfen Özgeçmişinizi (CV) Ekleyiniz'        (careers form only)
 *   cv_dosya_turu            'Özgeçmiş PDF veya DOCX Dosyası Olmalıdır'   (careers form only)
 *   cv_dosya_boyutu          'Özgeçmiş En Fazla 5 MB Olabilir'            (careers form only)
 *   kvkk_onay                'Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız'
 *
 * Usage: `contactSchema(dictionary.form_error)`; on the server the dictionary of the visitor's language.
 * The honeypot field `website` is not part of the schema: the form renders it hidden and leaves it empty.
 */
import * as yup from 'yup';
import './yupLocale.js';

export const defaultFormErrorMessages = {
  bu_alan_zorunlu: 'Bu Alan Zorunlu',
  gecerli_email_giriniz: 'Geçerli E-Mail Adresi Giriniz',
  en_fazla_50_karakter: 'Bu Alan 50 Karakteri Geçemez',
  en_fazla_100_karakter: 'Bu Alan 100 Karakteri Geçemez',
  en_fazla_250_karakter: 'Bu Alan 250 Karakteri Geçemez',
  en_fazla_600_karakter: 'Bu Alan 600 Karakteri Geçemez',
  cv_zorunlu: 'Lütfen Özgeçmişinizi (CV) Ekleyiniz',
  cv_dosya_turu: 'Özgeçmiş PDF veya DOCX Dosyası Olmalıdır',
  cv_dosya_boyutu: 'Özgeçmiş En Fazla 5 MB Olabilir',
  // The pre-registration form's wording (./preRegistration.ts), so every form asks for consent alike.
  kvkk_onay: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız',
  // The pre-registration form's own checks (./preRegistration.ts), in the visitor's language like the rest.
  en_fazla_150_karakter: 'Bu Alan 150 Karakteri Geçemez',
  katilimci_sayisi: 'Katılımcı sayısı 1 ile 50 arasında olmalıdır',
  oturum_seciniz: 'Lütfen bir oturum seçiniz',
  // The corporate training request's own checks (./corporateRequest.ts).
  kurumsal_katilimci_sayisi: 'Katılımcı sayısı 1 ile 1000 arasında olmalıdır',
  sehir_veya_online: 'Lütfen bir şehir yazınız veya online seçeneğini işaretleyiniz',
} as const;

export type FormErrorKey = keyof typeof defaultFormErrorMessages;
export type FormErrorMessages = Record<FormErrorKey, string>;
export const formErrorKeys = Object.keys(defaultFormErrorMessages) as FormErrorKey[];

/** The dictionary's texts where present and non-empty, the Turkish defaults elsewhere. */
export function resolveFormErrors(messages?: Partial<Record<string, string>>): FormErrorMessages {
  const resolved = { ...defaultFormErrorMessages } as FormErrorMessages;
  for (const key of formErrorKeys) {
    const text = messages?.[key];
    if (typeof text === 'string' && text.trim() !== '') resolved[key] = text;
  }
  return resolved;
}

/** SPEC §5 / §9 limits; email and phone are capped to what the database column holds. */
export const contactLimits = { name: 50, email: 100, phone: 50, subject: 250, message: 600 } as const;

/** Name, e-mail and phone as every public form takes them (contact, pre-registration, corporate request, careers). */
export function identityFields(m: ReturnType<typeof resolveFormErrors>) {
  return {
    name: yup.string().trim().required(m.bu_alan_zorunlu).max(contactLimits.name, m.en_fazla_50_karakter),
    email: yup
      .string()
      .trim()
      .required(m.bu_alan_zorunlu)
      .email(m.gecerli_email_giriniz)
      .max(contactLimits.email, m.en_fazla_100_karakter),
    phone: yup.string().trim().required(m.bu_alan_zorunlu).max(contactLimits.phone, m.en_fazla_50_karakter),
  };
}

/** A checkbox as forms send it: true in JSON, "1", "true" or "on" in form data. */
export const isChecked = (value: unknown) =>
  value === true || value === 1 || value === '1' || value === 'true' || value === 'on';

/**
 * The visitor's consent to the KVKK notice, required on every form that takes personal data. The server
 * stores which notice was accepted, when and from where with the submission (consent_version, consent_at, ip).
 */
export function kvkkConsentField(m: ReturnType<typeof resolveFormErrors>) {
  return yup
    .boolean()
    .transform((_value: unknown, original: unknown) => isChecked(original))
    .oneOf([true], m.kvkk_onay)
    .required(m.kvkk_onay);
}

export function contactSchema(messages?: Partial<Record<string, string>>) {
  const m = resolveFormErrors(messages);
  return yup.object({
    ...identityFields(m),
    subject: yup
      .string()
      .trim()
      .required(m.bu_alan_zorunlu)
      .max(contactLimits.subject, m.en_fazla_250_karakter),
    message: yup
      .string()
      .trim()
      .required(m.bu_alan_zorunlu)
      .max(contactLimits.message, m.en_fazla_600_karakter),
    kvkk_consent: kvkkConsentField(m),
  });
}

export type ContactInput = yup.InferType<ReturnType<typeof contactSchema>>;
