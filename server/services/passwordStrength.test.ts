import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { loginMessages, passwordRuleMessages } from '../../shared/schemas/messages.js';
import {
  assertAcceptablePassword,
  passwordProblem,
  passwordProblemInEnglish,
  passwordProblemMessage,
} from './passwordStrength.js';

/* Issue 27: what a new password may not be. */

describe('passwordProblem', () => {
  it.each([
    ['123456', 'short'],
    ['password', 'short'],
    ['x'.repeat(129), 'long'],
    ['123456789012', 'common'],
    ['password1234', 'weak'],
    ['qwertyuiop12', 'weak'],
    ['P@ssw0rd1234', 'weak'],
    ['aaaaaaaaaaaa', 'weak'],
    ['abcdefghijkl', 'weak'],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each([
    'Kule-Pusula-2719',
    'correct horse battery staple',
    'Şifre123Güçlü!x',
    'k'.repeat(6) + 'Q7#vT2pLw9',
  ])('takes %j', (password) => {
    expect(passwordProblem(password)).toBeUndefined();
  });

  it("refuses the owner's e-mail local part or name, in any case, with or without Turkish letters", () => {
    const owner = { email: 'ayse.yilmaz@firma.com.tr', name: 'Ayşe Yılmaz' };
    for (const password of [
      'ayse.yilmaz-2719',
      'Kule-AYSE-2719',
      'kule-YILMAZ-2719',
      'Kule-Yılmaz-2719',
      'AyşeYılmaz#2719',
    ]) {
      expect(passwordProblem(password, owner), password).toBe('personal');
    }
    // Parts shorter than four letters are too common inside other words to refuse.
    expect(
      passwordProblem('Kalite-Pusula-2719', { email: 'ali@firma.com.tr', name: 'Ali Can' }),
    ).toBeUndefined();
    expect(passwordProblem('Kule-Pusula-2719', owner)).toBeUndefined();
  });
});

describe('the messages', () => {
  it('are the forms’ texts in Turkish and plain English for the operator', () => {
    expect(passwordProblemMessage('short')).toBe(loginMessages.min12);
    expect(passwordProblemMessage('long')).toBe(loginMessages.max128);
    expect(passwordProblemMessage('weak')).toBe(passwordRuleMessages.weak.tr);
    expect(passwordProblemInEnglish('short')).toBe('A password must be 12 to 128 characters long');
    expect(passwordProblemInEnglish('common')).toBe(passwordRuleMessages.common.en);
  });

  it('refuse like a form field: 422 with the reason under the password', () => {
    let thrown: unknown;
    try {
      assertAcceptablePassword('123456789012', {});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({ statusCode: 422, errors: { password: passwordRuleMessages.common.tr } });
    expect(() => assertAcceptablePassword('Kule-Pusula-2719', {})).not.toThrow();
  });
});
