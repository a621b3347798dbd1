/**
 * Which Node.js this server runs on, judged once at start. 22 and 24 are supported (`engines` in
 * package.json, CI). 20 is tolerated, not refused: it is past its end of life (2026-04-30) and sanitize-html
 * 2.18 and cookie 2 declare 22, yet everything still runs and the test suite passes on it, and some machines
 * (this project's CI among them) only have 20. So a start on 20 says so in one line instead of failing.
 */

/** The majors to move to, named in the warning. */
const supportedNodeMajors = [22, 24] as const;

/** Node's own release plan: every odd major, and every even one before 22, has reached its end of life. */
function isPastEndOfLife(major: number): boolean {
  return major < 22 || major === 23;
}

/**
 * The line to print at start for a Node version (`process.version`, 'v20.19.0'), or undefined when there is
 * nothing to say: a supported major, a newer one (not ours to judge), or a version that is not Node's.
 */
export function nodeVersionWarning(version: string): string | undefined {
  const match = /^v?(\d+)\.\d+\.\d+/.exec(version);
  if (!match) return undefined;
  const major = Number(match[1]);
  if (!isPastEndOfLife(major)) return undefined;
  return `Node.js ${major} is past its end of life; use ${supportedNodeMajors.join(' or ')}`;
}
