import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finalPathOf } from './uploadFiles.js';

/** The uploaded-file folders a backup carries, below the uploads root: public images, private CVs. */
export const uploadFolderNames = ['uploads', 'private'] as const;

export interface FolderSummary {
  files: number;
  bytes: number;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies a folder tree (a missing source copies as an empty folder) and says what it copied. An upload in
 * progress is skipped: its temporary file belongs to no committed row yet. A file removed while we walk is
 * simply not copied; links are not followed, uploads never create any.
 */
export async function copyFolder(source: string, target: string): Promise<FolderSummary> {
  await fs.mkdir(target, { recursive: true });
  const entries = await fs.readdir(source, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const summary: FolderSummary = { files: 0, bytes: 0 };
  for (const entry of entries) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      const inner = await copyFolder(from, to);
      summary.files += inner.files;
      summary.bytes += inner.bytes;
    } else if (entry.isFile() && !finalPathOf(from)) {
      try {
        await fs.copyFile(from, to);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      summary.files += 1;
      summary.bytes += (await fs.stat(to)).size;
    }
  }
  return summary;
}

/** Counts the files below a folder (none when it is missing). */
export async function summarizeFolder(dir: string): Promise<FolderSummary> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  const summary: FolderSummary = { files: 0, bytes: 0 };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    summary.files += 1;
    summary.bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return summary;
}
