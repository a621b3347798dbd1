/*
 * The recovery codes as the user keeps them (issue 27): one text for the clipboard and the downloaded file.
 * Shared by the login screen's enrolment and the back office's two-step screen; no React, no MUI.
 */

/** The codes one per line, under a line saying what they are. */
export const recoveryCodesText = (codes: readonly string[], heading: string): string =>
  `${heading}\n\n${codes.join('\n')}\n`;

/** Offers a text as a file download (a temporary object URL, released at once). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Copies a text; false where the browser gives no clipboard (an insecure origin, a denied permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
