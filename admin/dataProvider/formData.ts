/** A react-admin FileInput / ImageInput value: the picked file under `rawFile`. */
interface PickedFile {
  rawFile: Blob;
  title?: string;
}

const isPickedFile = (value: unknown): value is PickedFile =>
  typeof value === 'object' && value !== null && (value as PickedFile).rawFile instanceof Blob;

const fileOf = (value: unknown): Blob | undefined =>
  value instanceof Blob ? value : isPickedFile(value) ? value.rawFile : undefined;

/**
 * A record to the multipart body the admin API reads (see the convention in resources.ts): files as files,
 * a list of files as the same field repeated, every other list or object as one JSON-encoded field,
 * null as an empty string. Files already stored (the `{ src }` react-admin keeps for them) go as JSON, so the
 * server knows which ones stay.
 */
export function toRequestForm(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const file = fileOf(value);
    if (file) {
      form.append(key, file, file instanceof File ? file.name : key);
      continue;
    }
    if (Array.isArray(value)) {
      const files = value.map(fileOf);
      if (value.length > 0 && files.every(Boolean)) {
        for (const item of files as Blob[]) form.append(key, item, item instanceof File ? item.name : key);
        continue;
      }
      const kept = value.filter((item) => !fileOf(item));
      const added = files.filter((item): item is Blob => Boolean(item));
      form.append(key, JSON.stringify(kept));
      for (const item of added) form.append(`${key}_files`, item, item instanceof File ? item.name : key);
      continue;
    }
    if (value !== null && typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, value === null ? '' : String(value));
  }
  return form;
}
