import { vi } from 'vitest';

/**
 * Catches the files react-admin's downloadCSV hands to the browser (a Blob behind an object URL, then a click
 * on a download link) so a component test can read them: `read()` gives the bytes of each file, `names()`
 * their download names. Call in the test; vi.restoreAllMocks / vi.unstubAllGlobals undo it.
 */
export function captureCsvDownload() {
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x') }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  // jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes.
  const bytesOf = (blob: Blob) =>
    new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });
  return {
    count: () => blobs.length,
    read: (index = 0) => bytesOf(blobs[index]),
    /** The text after the byte order mark, split into records. */
    lines: async (index = 0) =>
      new TextDecoder().decode((await bytesOf(blobs[index])).slice(3)).split('\r\n'),
    names: () => click.mock.contexts.map((anchor) => (anchor as HTMLAnchorElement).download),
  };
}
