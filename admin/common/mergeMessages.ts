type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Deep-merges message trees: the screens' own texts (admin/<resource>/messages.ts) join the shell's
 * dictionaries without editing them. Later trees win on a clash of leaves.
 */
export function mergeMessages<T extends object>(base: T, ...extras: object[]): T {
  const out: Tree = { ...(base as Tree) };
  for (const extra of extras) {
    for (const [key, value] of Object.entries(extra)) {
      const current = out[key];
      out[key] = isTree(current) && isTree(value) ? mergeMessages(current, value) : value;
    }
  }
  return out as T;
}
