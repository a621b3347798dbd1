import { afterEach, describe, expect, it } from 'vitest';
import { passwordRuleMessages } from '../../shared/schemas/messages';
import { i18nProvider } from './i18nProvider';

/*
 * Issue 27: the server refuses a new password in Turkish, under the field; react-admin shows a field error
 * through translate(message, { _: message }), as done here, so the English panel says it in English.
 */
const shownAs = (message: string) => i18nProvider.translate(message, { _: message });

afterEach(() => i18nProvider.changeLocale('tr'));

describe("the server's password refusals", () => {
  it.each(Object.entries(passwordRuleMessages))('%s: Turkish as sent, English in English', async (_, m) => {
    expect(shownAs(m.tr)).toBe(m.tr);
    await i18nProvider.changeLocale('en');
    expect(shownAs(m.tr)).toBe(m.en);
  });

  it('leaves every other message as the server sent it', async () => {
    await i18nProvider.changeLocale('en');
    expect(shownAs('Bu Alan 12 Karakterden Az Olamaz')).toBe('Bu Alan 12 Karakterden Az Olamaz');
  });
});
