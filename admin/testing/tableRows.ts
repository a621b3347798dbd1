import { screen, within } from '@testing-library/react';

/** The texts of a table's rows, its header row first; the table found by its accessible name. */
export async function tableRowTexts(name: string): Promise<(string | null)[]> {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
}
