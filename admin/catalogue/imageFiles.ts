/**
 * The image types every upload of the catalogue accepts (server/services/images.ts decides by content; this
 * quick check by the browser's type only spares a round trip for an obvious mistake such as a PDF or an SVG).
 */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The `accept` attribute of the file pickers. */
export const imageAccept = acceptedImageTypes.join(',');

const isAccepted = (file: File) => (acceptedImageTypes as readonly string[]).includes(file.type);

/** Splits picked files into those worth sending and the names of those refused at once. */
export function checkImageFiles(files: readonly File[]): { accepted: File[]; refused: string[] } {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (isAccepted(file)) accepted.push(file);
    else refused.push(file.name);
  }
  return { accepted, refused };
}
