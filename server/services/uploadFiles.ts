import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/errors.js';
import { isDiskFull } from './diskSpace.js';

/*
 * The one way an uploaded file reaches the disk, so that no file outlives a failed upload. Each file is
 * written under a temporary name next to its final place (same folder, so the rename is atomic), the
 * database write runs, and only once it has committed are the files renamed into place. Any failure
 * before that (a refused write, the database, a full disk) removes every file written so far.
 *
 * A process killed half-way leaves only temporary names behind, which ./uploadSweep.ts clears at
 * start-up: a temporary file whose final name a row already points at (killed between the commit and the
 * rename) is moved into place; any other is removed.
 */

/** Temporary names start with a dot: the public uploads folder refuses to serve dotfiles. */
export const temporaryPrefix = '.tmp-';

export const diskFullMessage = 'Sunucuda yer kalmadı. Lütfen daha sonra tekrar deneyin.';

export interface FileToSave {
  /** Absolute path the file ends up at. */
  path: string;
  data: Buffer;
  /** File permissions (CVs: 0o600, readable by the server only). */
  mode?: number;
  /** Permissions of a folder that has to be created for it. */
  directoryMode?: number;
}

/** The temporary name of a final path: same folder, `.tmp-<final name>`. */
export const temporaryPathOf = (finalPath: string) =>
  path.join(path.dirname(finalPath), `${temporaryPrefix}${path.basename(finalPath)}`);

/** The final path a temporary name stands for, or undefined for any other name. */
export function finalPathOf(temporaryPath: string): string | undefined {
  const name = path.basename(temporaryPath);
  if (!name.startsWith(temporaryPrefix) || name.length === temporaryPrefix.length) return undefined;
  return path.join(path.dirname(temporaryPath), name.slice(temporaryPrefix.length));
}

/** A server-chosen file name: 32 random hex characters, then the extension. */
export const randomFileName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

/** A full disk (or an exhausted quota) is the one write failure the client hears about: 507, retry later. */
function asClientError(error: unknown): unknown {
  return isDiskFull(error) ? new HttpError(507, diskFullMessage) : error;
}

async function removeAll(paths: string[]): Promise<void> {
  await Promise.all(paths.map((file) => fs.rm(file, { force: true })));
}

/**
 * Writes `files` under temporary names, runs `commit` (the database write, committed when it resolves),
 * then moves the files into place and answers what `commit` answered. Nothing is left on disk when a write
 * or `commit` fails; a full disk answers 507.
 */
export async function saveFilesWith<T>(files: FileToSave[], commit: () => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await fs.mkdir(path.dirname(file.path), { recursive: true, mode: file.directoryMode });
      const temporary = temporaryPathOf(file.path);
      // Listed before writing: a write that fails half-way leaves a partial file to remove too.
      written.push(temporary);
      await fs.writeFile(temporary, file.data, { flag: 'wx', mode: file.mode });
    }
  } catch (error) {
    await removeAll(written);
    throw asClientError(error);
  }

  let result: T;
  try {
    result = await commit();
  } catch (error) {
    await removeAll(written);
    throw error;
  }

  // The row is committed and points at the final names. Should a rename fail, the temporary file stays for
  // the start-up sweep to move into place (the row refers to it); removing it would break the row.
  for (const file of files) await fs.rename(temporaryPathOf(file.path), file.path);
  return result;
}
