/*
 * What an audit entry must never hold: password hashes, session and reset tokens, anything a key names as a
 * password, token, secret, hash or salt. Integration script bodies (settings/site) are content, not secrets.
 */

const secretKey = /password|passwd|token|secret|hash|salt/i;

/** Whether a field's name says it holds a secret. */
export const isSecretKey = (key: string): boolean => secretKey.test(key);

/** A copy of a JSON-like value with every secret-named field removed, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (!isSecretKey(key)) out[key] = withoutSecrets(item);
  }
  return out;
}
