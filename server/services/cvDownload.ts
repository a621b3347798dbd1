import path from 'node:path';
import { slugify } from '../../shared/slug.js';
import {
  type DetectedFileType,
  extensionOfFileType,
  isDocumentFileType,
  mimeOfFileType,
} from './fileTypes.js';

/*
 * How a CV leaves the server: under a name the server picks from the application (never the applicant's
 * file name, whose extension, `x.html`, or invisible characters, a right-to-left override turning
 * `cv<U+202E>fdp.html` into what reads as `cvlmth.pdf`, could pass one kind of file off as another), with
 * the type its content has, and as an attachment the browser must not sniff.
 */

/** CVs live outside the public uploads folder: only the back office (with a token) can hand them out. */
export const cvDirOf = (uploadsRoot: string) => path.join(uploadsRoot, 'private', 'cv');

export interface CvDownload {
  /** The name the file is saved under: `cv-<id>-<applicant>.<extension of the detected type>`. */
  fileName: string;
  contentType: string;
  contentDisposition: string;
}

/** Letters (Turkish ones included) and digits of the applicant's name, the rest as single hyphens. */
const nameWords = (applicant: string) =>
  applicant
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/** Escapes what RFC 5987 allows no unescaped in an extended value and encodeURIComponent leaves: ' ( ) * */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The download of application `id` by `applicant`, whose file content was detected as `type` (undefined: a
 * file that is no PDF or DOCX, handed out as opaque bytes).
 */
export function cvDownloadOf(id: number, applicant: string, type: DetectedFileType | undefined): CvDownload {
  const document = isDocumentFileType(type) ? type : undefined;
  const extension = document ? extensionOfFileType[document] : 'bin';
  const named = (words: string) => `cv-${id}${words ? `-${words}` : ''}.${extension}`;
  const fileName = named(nameWords(applicant));
  // RFC 6266: an ASCII name for old clients, then the exact UTF-8 one (Çağrı stays Çağrı) for the rest.
  const ascii = named(slugify(applicant).slice(0, 60).replace(/-+$/, ''));
  return {
    fileName,
    contentType: document ? mimeOfFileType[document] : 'application/octet-stream',
    contentDisposition: `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`,
  };
}
