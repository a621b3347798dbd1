import { expect } from 'vitest';

/**
 * For the tests of a form that works without JavaScript: it posts to `action` (never a GET), names the page
 * to come back to in `return_to`, and carries each of `fields`.
 */
export function expectPlainPost(
  form: HTMLFormElement,
  { action, returnTo, fields }: { action: string; returnTo: string; fields: string[] },
) {
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', action);
  expect((form.elements.namedItem('return_to') as HTMLInputElement).value).toBe(returnTo);
  for (const name of fields) expect(form.elements.namedItem(name), name).not.toBeNull();
}
