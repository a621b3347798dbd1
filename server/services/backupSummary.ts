/** How the backup and restore commands describe a backup to a person. */

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function summarizeRows(rows: Record<string, number>): string {
  const tables = Object.keys(rows).length;
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  return `${tables} tables, ${total} rows`;
}

export const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
