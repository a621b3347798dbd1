import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Clicks a back-office list's "Dışa Aktar", checks the file's name and the BOM Excel needs to read Turkish
 * letters, and answers the file's records (after the BOM, without the trailing empty line).
 */
export async function exportFrom(page: Page, fileName: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Dışa Aktar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(fileName);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n').slice(0, -1);
}
