/** A `tel:` address for a number as it is written ("0 (212) 555 12 34" → "tel:02125551234"). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
