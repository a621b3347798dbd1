import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageMessages, shortCodeMessage } from '../../shared/languageMessages';
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
    expect(shownAs('Sunucunun bilmediği bir cümle')).toBe('Sunucunun bilmediği bir cümle');
  });

  it('says the form rules with their numbers in English too (issue 30)', async () => {
    expect(shownAs('Bu Alan 12 Karakterden Az Olamaz')).toBe('Bu Alan 12 Karakterden Az Olamaz');
    await i18nProvider.changeLocale('en');
    expect(shownAs('Bu Alan 12 Karakterden Az Olamaz')).toBe(
      'This field cannot be shorter than 12 characters',
    );
    expect(shownAs('Bu Alan Zorunlu')).toBe('This field is required');
  });

  it("names a language's short code in English too", async () => {
    const message = shortCodeMessage.tr('de');
    expect(shownAs(message)).toBe(message);
    await i18nProvider.changeLocale('en');
    expect(shownAs(message)).toBe('This language\'s short code is "de": use that');
    expect(shownAs(languageMessages.unknown.tr)).toBe('This is not the code of a known language');
  });
});

describe("the server's content refusals (issue 28)", () => {
  it('says the fixed ones in English, with the record ids they name', async () => {
    await i18nProvider.changeLocale('en');
    expect(shownAs('İşlem Hatası! Yalnızca çöp kutusundaki kayıtlar geri alınabilir.')).toBe(
      'Failed! Only records in the trash can be restored.',
    );
    expect(shownAs('İşlem Hatası! Yalnızca çöp kutusundaki kayıtlar geri alınabilir. (#3, #5)')).toBe(
      'Failed! Only records in the trash can be restored. (#3, #5)',
    );
    expect(shownAs('İşlem Hatası! Bu kayıtlar bulunamadı: #7.')).toBe(
      'Failed! These records were not found: #7.',
    );
  });

  it('says the seat floor with its number in English, and leaves Turkish alone in Turkish', async () => {
    const refusal = 'Bu oturumda 3 kişi kayıtlı: kontenjan en az 3 olmalı';
    expect(shownAs(refusal)).toBe(refusal);
    await i18nProvider.changeLocale('en');
    expect(shownAs(refusal)).toBe('3 people are registered for this session: seats must be at least 3');
    // Not a match: the numbers differ, so it is not the sentence the server makes.
    expect(shownAs('Bu oturumda 3 kişi kayıtlı: kontenjan en az 4 olmalı')).toBe(
      'Bu oturumda 3 kişi kayıtlı: kontenjan en az 4 olmalı',
    );
  });
});

describe('a sentence without a translation', () => {
  it('is shown as it is without a console warning, on both panels; a missing message key still warns', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(i18nProvider.translate('Güncellendi!')).toBe('Güncellendi!');
      expect(i18nProvider.translate('Kişisel veriler silindi · Silinen: 2 kayıt')).toBe(
        'Kişisel veriler silindi · Silinen: 2 kayıt',
      );
      await i18nProvider.changeLocale('en');
      expect(i18nProvider.translate('Sunucunun bilmediği bir cümle')).toBe('Sunucunun bilmediği bir cümle');
      expect(warn).not.toHaveBeenCalled();
      i18nProvider.translate('app.nowhere.missing_key');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('app.nowhere.missing_key'));
    } finally {
      warn.mockRestore();
    }
  });
});
