/**
 * A record's name for a sentence, from its resource's recordRepresentation: text only (a representation that
 * is an element, or a per-language object a resource forgot to pick from, is left out rather than shown raw),
 * and not react-admin's '#12' fallback, which names nothing to the office.
 */
export function recordName(representation: unknown): string | undefined {
  if (typeof representation !== 'string') return undefined;
  const name = representation.trim();
  return name === '' || /^#\d+$/.test(name) ? undefined : name;
}
