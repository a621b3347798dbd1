/**
 * The names every plain object inherits (constructor, toString, valueOf, __proto__…). As a key of a body
 * they make yup look the name up among a schema's fields, find the inherited function instead and throw a
 * TypeError (a 500 for what is only bad input); as a key of a stored object they shadow a method. No form
 * has a field so named, so a client that sends one is refused.
 */
export const prototypeKeys: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

export const isPrototypeKey = (key: string): boolean => prototypeKeys.has(key);

/**
 * JSON.parse for text a client sent (a form field holding a list or an object). An inherited name as a key
 * throws a SyntaxError, like any malformed text, so callers treat both the same way.
 */
export function parseJsonText(text: string): unknown {
  return JSON.parse(text, (key: string, value: unknown) => {
    if (isPrototypeKey(key)) throw new SyntaxError('A key names an inherited property');
    return value;
  });
}

/**
 * A list field's value as sent: JSON text in form data, a list in a JSON body, nothing (an empty list). Text
 * that cannot be parsed stays as it is, so the schema refuses it as "not a list".
 */
export function parseJsonList(original: unknown): unknown {
  if (original === undefined || original === null || original === '') return [];
  if (typeof original !== 'string') return original;
  try {
    return parseJsonText(original);
  } catch {
    return original;
  }
}
