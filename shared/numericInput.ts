/** SPEC §5 numeric input helper: only digits and the dot survive. */
export function filterNumeric(value: string): string {
  return value.replace(/[^0-9.]/g, '');
}

/**
 * For a keydown handler: whether a key may be typed into a numeric field. Editing and navigation keys
 * (Backspace, arrows, Tab…) and shortcuts with Ctrl or Meta stay allowed.
 */
export function isNumericKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  if (event.key.length > 1) return true;
  return /^[0-9.]$/.test(event.key);
}
