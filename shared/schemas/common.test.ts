import { describe, expect, it } from 'vitest';
import { adminMessages, requiredText } from './common';

describe('requiredText', () => {
  it('trims the text and keeps it when it fits', async () => {
    await expect(requiredText(5).validate('  Akad  ')).resolves.toBe('Akad');
  });

  it('asks for a text that is empty once trimmed', async () => {
    await expect(requiredText(5).validate('   ')).rejects.toMatchObject({ errors: [adminMessages.required] });
  });

  it('refuses a text longer than the limit, naming the limit', async () => {
    await expect(requiredText(5).validate('Akademi')).rejects.toMatchObject({
      errors: ['Bu Alan 5 Karakteri Geçemez'],
    });
  });
});
