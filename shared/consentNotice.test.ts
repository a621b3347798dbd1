import { describe, expect, it } from 'vitest';
import { formatConsentVersion } from './consentNotice';

describe('formatConsentVersion', () => {
  it("names the notice and its version's day in Istanbul time, in Turkish and English", () => {
    const id = 'kvkk-aydinlatma-metni@2026-11-26T08:03:45.123Z';
    expect(formatConsentVersion(id, 'tr')).toBe('KVKK Aydınlatma Metni, sürüm 26.11.2026');
    expect(formatConsentVersion(id, 'en')).toBe('KVKK notice, version 26.11.2026');
    // Turkish is the panel's default language.
    expect(formatConsentVersion(id)).toBe('KVKK Aydınlatma Metni, sürüm 26.11.2026');
  });

  it('takes the day in Istanbul, not in UTC: 22:30 UTC is the next morning there', () => {
    expect(formatConsentVersion('kvkk-aydinlatma-metni@2026-03-04T22:30:00.000Z')).toBe(
      'KVKK Aydınlatma Metni, sürüm 05.03.2026',
    );
    expect(formatConsentVersion('kvkk-aydinlatma-metni@2026-12-31T21:00:00Z', 'en')).toBe(
      'KVKK notice, version 01.01.2027',
    );
    expect(formatConsentVersion('kvkk-aydinlatma-metni@2026-12-31T20:59:59Z', 'en')).toBe(
      'KVKK notice, version 31.12.2026',
    );
  });

  it('names another contract chosen as the notice by its address', () => {
    expect(formatConsentVersion('gizlilik-politikasi@2026-11-26T08:00:00.000Z', 'tr')).toBe(
      'KVKK Aydınlatma Metni (gizlilik-politikasi), sürüm 26.11.2026',
    );
  });

  it('says so when the site had no notice', () => {
    expect(formatConsentVersion('kvkk-aydinlatma-metni@missing', 'tr')).toBe(
      'KVKK Aydınlatma Metni (sitede yayımlı metin yoktu)',
    );
    expect(formatConsentVersion('kvkk-aydinlatma-metni@missing', 'en')).toBe(
      'KVKK notice (no notice was published on the site)',
    );
  });

  it('shows an id of another shape as it is, and no id as nothing', () => {
    for (const id of [
      'test',
      'kvkk-aydinlatma-metni',
      '@2026-11-26T08:00:00.000Z',
      'kvkk-aydinlatma-metni@yesterday',
      'kvkk-aydinlatma-metni@2026-13-45T99:00:00Z',
      'kvkk-aydinlatma-metni@2026-11-26',
      'KVKK Metni@2026-11-26T08:00:00.000Z',
    ]) {
      expect(formatConsentVersion(id, 'tr'), id).toBe(id);
      expect(formatConsentVersion(id, 'en'), id).toBe(id);
    }
    expect(formatConsentVersion(null)).toBe('');
    expect(formatConsentVersion(undefined, 'en')).toBe('');
    expect(formatConsentVersion('')).toBe('');
  });
});
