import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.js';
import { finalPathOf } from './uploadFiles.js';

/*
 * The start-up half of ./uploadFiles.ts: a process killed during an upload leaves temporary files, and
 * only those, behind. Each one is settled by asking the database whether the row it was written for
 * committed: if so (the kill fell between the commit and the rename) it is moved into place, else removed.
 *
 * Only temporary names are touched. Finding every file no row references would mean knowing every place
 * a path can hide (rich text, the company's logos, settings), and an editor image legitimately has no row
 * until its page is saved; guessing wrong there deletes content. Seeded demo images are never temporary.
 */

/** The folders uploads are written to, under the uploads root (UPLOADS_DIR): public images, private CVs. */
const uploadFolders = ['uploads', 'private'];

/**
 * Whether a committed row points at a file, by the path stored for it: `/uploads/<kind>/<name>.webp` (a
 * thumbnail counts as its image's) or `private/cv/<name>` relative to the uploads root. Every column an
 * upload's row stores its path in belongs here: a file of a column missing here would be removed, not kept.
 */
async function isReferenced(db: Db, stored: string): Promise<boolean> {
  const image = stored.replace(/-thumb\.webp$/, '.webp');
  const lookups = [
    db.selectFrom('files').select('id').where('path', '=', image),
    db.selectFrom('instructors').select('id').where('photo_path', '=', image),
    db.selectFrom('brands').select('id').where('logo_path', '=', image),
    db.selectFrom('news').select('id').where('image_path', '=', image),
    db.selectFrom('testimonials').select('id').where('image_path', '=', image),
    db.selectFrom('client_references').select('id').where('logo_path', '=', image),
    db.selectFrom('hr_applications').select('id').where('cv_path', '=', stored),
  ];
  for (const lookup of lookups) if (await lookup.executeTakeFirst()) return true;
  return false;
}

interface Leftover {
  temporary: string;
  final: string;
}

/** When a file was last written (ms since the epoch); Infinity for one gone meanwhile, never old enough. */
const modifiedAt = (file: string) =>
  fs.stat(file).then(
    (stat) => stat.mtimeMs,
    () => Infinity,
  );

/**
 * Every temporary file below `dir` (last written by `cutoff`, when given) with the final path it stands for,
 * without following links.
 */
async function leftoversIn(dir: string, cutoff: number | undefined): Promise<Leftover[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: Leftover[] = [];
  for (const entry of entries) {
    const temporary = path.join(dir, entry.name);
    const final = entry.isFile() ? finalPathOf(temporary) : undefined;
    if (entry.isDirectory()) found.push(...(await leftoversIn(temporary, cutoff)));
    else if (final && (cutoff === undefined || (await modifiedAt(temporary)) <= cutoff)) {
      found.push({ temporary, final });
    }
  }
  return found;
}

export interface SweepResult {
  /** Files moved into place: their rows had committed. */
  completed: string[];
  /** Leftovers of uploads that never committed. */
  removed: string[];
}

/**
 * Settles the temporary files an interrupted upload left under `<uploadsRoot>/uploads` and `<uploadsRoot>/private`.
 * Run it before the server takes requests: an upload in progress has temporary files too. When other
 * instances share the folder they may be uploading right now, so only files older than `olderThanMs` (longer
 * than any upload request may take) are settled; a younger leftover waits for a later start.
 */
export async function sweepUploadLeftovers(
  db: Db,
  uploadsRoot: string,
  { olderThanMs = 0 }: { olderThanMs?: number } = {},
): Promise<SweepResult> {
  const result: SweepResult = { completed: [], removed: [] };
  const cutoff = olderThanMs > 0 ? Date.now() - olderThanMs : undefined;
  for (const folder of uploadFolders) {
    for (const { temporary, final } of await leftoversIn(path.join(uploadsRoot, folder), cutoff)) {
      const relative = path.relative(uploadsRoot, final).split(path.sep).join('/');
      const stored = folder === 'uploads' ? `/${relative}` : relative;
      const finalExists = await fs.stat(final).then(
        () => true,
        () => false,
      );
      if (!finalExists && (await isReferenced(db, stored))) {
        await fs.rename(temporary, final);
        result.completed.push(final);
      } else {
        await fs.rm(temporary, { force: true });
        result.removed.push(temporary);
      }
    }
  }
  return result;
}
