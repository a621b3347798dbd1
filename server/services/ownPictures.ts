import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * The company's own pictures (its logo, a record's image) as files, for what draws them into something else:
 * the brochure's PDF and the pages' share images.
 */

/** Where they live: `/uploads/…` addresses in the uploads folder, other addresses of ours (the demo logo) in dist. */
export interface PictureFolders {
  /** The folder `/uploads/…` addresses are served from. */
  uploadsDir: string;
  /** The built site's folder. */
  distDir: string;
}

/** The bytes of a picture of our own, or undefined when it cannot be read (never outside the two folders). */
export async function readOwnPicture(picture: string, folders: PictureFolders): Promise<Buffer | undefined> {
  const pathname = decodeURIComponent(picture.split(/[?#]/)[0]);
  const [root, relative] = pathname.startsWith('/uploads/')
    ? [folders.uploadsDir, pathname.slice('/uploads/'.length)]
    : [folders.distDir, pathname.slice(1)];
  const file = path.resolve(root, relative);
  if (!file.startsWith(path.resolve(root) + path.sep)) return undefined;
  return fs.readFile(file).catch(() => undefined);
}
