/*
 * What an uploaded file really is, decided by its content (magic bytes), never by its name or the type the
 * client claimed. Only the types the site accepts are recognised; SVG, HTML and everything else (which a
 * browser could run as a page on our origin) answer undefined and must be refused.
 */

export type DetectedFileType = 'jpeg' | 'png' | 'webp' | 'pdf' | 'docx';

export const imageFileTypes: readonly DetectedFileType[] = ['jpeg', 'png', 'webp'];
export const documentFileTypes: readonly DetectedFileType[] = ['pdf', 'docx'];

export const mimeOfFileType: Record<DetectedFileType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The file extension to store a file under (without the dot). */
export const extensionOfFileType: Record<DetectedFileType, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  pdf: 'pdf',
  docx: 'docx',
};

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * Lists the entry names of a ZIP archive from its central directory (what unzip tools trust), or undefined
 * when the buffer is not a well-formed ZIP.
 */
export function zipEntryNames(buffer: Buffer): string[] | undefined {
  const eocdSignature = 0x06054b50;
  const centralSignature = 0x02014b50;
  // The end-of-central-directory record is 22 bytes plus a comment of at most 65535 bytes.
  const earliest = Math.max(0, buffer.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= earliest; i--) {
    if (buffer.readUInt32LE(i) === eocdSignature) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = buffer.readUInt16LE(eocd + 10);
  const size = buffer.readUInt32LE(eocd + 12);
  let offset = buffer.readUInt32LE(eocd + 16);
  if (offset + size > eocd) return undefined;
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== centralSignature) return undefined;
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > buffer.length) return undefined;
    names.push(buffer.toString('utf8', offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}

function isDocx(buffer: Buffer): boolean {
  if (!startsWith(buffer, [0x50, 0x4b, 0x03, 0x04])) return false;
  const names = zipEntryNames(buffer);
  if (!names) return false;
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

/** The type of the file by its content: jpeg, png, webp, pdf or docx; undefined for anything else. */
export function detectFileType(buffer: Buffer): DetectedFileType | undefined {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(buffer, ascii('%PDF-'))) return 'pdf';
  if (isDocx(buffer)) return 'docx';
  return undefined;
}

export const isImageFileType = (type: DetectedFileType | undefined): type is DetectedFileType =>
  type !== undefined && imageFileTypes.includes(type);

export const isDocumentFileType = (type: DetectedFileType | undefined): type is DetectedFileType =>
  type !== undefined && documentFileTypes.includes(type);
