/**
 * An error and its causes on one line ("Database migration failed: connect ECONNREFUSED 127.0.0.1:5432"): a
 * failed start must say why without a stack trace, and the reason is usually in the cause a wrapper kept.
 */
export function failureText(error: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && parts.length < 5) {
    seen.add(current);
    if (current instanceof Error) {
      // AggregateError (a refused connection to "localhost" tried on ::1 and 127.0.0.1) has an empty message.
      const inner = current instanceof AggregateError ? current.errors.map(failureText).join('; ') : '';
      const text = current.message || inner || current.name;
      if (text && !parts.includes(text)) parts.push(text);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(': ') || 'unknown error';
}
