/** SPEC §7 sends the item's text as `content_data`; the form and the record call it `content`. */
export function toWire(values: Record<string, unknown>) {
  const { content, section, name, lang } = values;
  return { section, name, lang, content_data: content };
}
