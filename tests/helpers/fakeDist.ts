import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { areaHtmlFile } from '../../shared/areas.js';

/**
 * A stand-in for the built front end in a temporary folder (pass it as DIST_DIR): each area's HTML, from
 * `page(file)` or a minimal page titled with its file name, plus any extra files (path → content).
 */
export function createFakeDist(
  options: { page?: (file: string) => string; files?: Record<string, string | Buffer> } = {},
): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-dist-'));
  const page =
    options.page ??
    ((file: string) => `<!doctype html><html><head><title>${file}</title></head><body></body></html>`);
  const files: Record<string, string | Buffer> = {
    ...Object.fromEntries(Object.values(areaHtmlFile).map((file) => [file, page(file)])),
    ...options.files,
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
