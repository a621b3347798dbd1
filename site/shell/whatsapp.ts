import type { ContactInformation } from '../../shared/publicApi';

/** A contact entry is the WhatsApp line when its label says so ('WhatsApp', 'WhatsApp Destek Hattı'). */
const whatsappLabel = /whats\s*app/i;

/**
 * The number in the international form wa.me wants (country code, digits only), Turkish numbers written
 * nationally included: '0532 555 45 67', '(532) 555 45 67' and '+90 532 555 45 67' all give 905325554567.
 * Null when too few digits remain to be a number.
 */
export function whatsappNumber(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (!trimmed.startsWith('+')) {
    if (digits.length === 11 && digits.startsWith('0')) digits = `9${digits}`;
    else if (digits.length === 10 && !digits.startsWith('0')) digits = `90${digits}`;
  }
  return digits.length >= 10 && !digits.startsWith('0') ? digits : null;
}

/** The wa.me link of the contact information's WhatsApp phone; null when none is set. */
export function whatsappLink(info: ContactInformation | undefined): string | null {
  const entry = info?.telefon.find((item) => whatsappLabel.test(item.name) && item.content.trim());
  const number = entry && whatsappNumber(entry.content);
  return number ? `https://wa.me/${number}` : null;
}
