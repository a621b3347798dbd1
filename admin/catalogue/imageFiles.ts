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

/**
 * The one image a file input was given, its value cleared so the same file can be picked again; a file that
 * is no JPEG, PNG or WebP is refused with a notice naming it (undefined then, and when nothing was picked).
 */
export function takePickedImage(
  input: HTMLInputElement,
  refuse: (message: string, options: { type: 'error'; messageArgs: { names: string } }) => void,
): File | undefined {
  const file = input.files?.[0];
  input.value = '';
  if (!file) return undefined;
  if (checkImageFiles([file]).accepted.length === 0) {
    refuse('app.catalogue.images.wrong_type', { type: 'error', messageArgs: { names: file.name } });
    return undefined;
  }
  return file;
}
