import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { loginMessages, newPasswordLimits, passwordRuleMessages } from '../../shared/schemas/messages.js';
import { HttpError } from '../http/errors.js';
import { validationFailedMessage } from '../http/validate.js';

/*
 * Issue 27: a password being set or changed must not be one an attacker tries first. zxcvbn-ts estimates
 * how many guesses it takes, offline, against its lists of common and breached passwords and keyboard
 * patterns; a score under 3 (under 10^8 guesses) is refused. Sign-in never runs this: it would lock out
 * the accounts whose older passwords predate the rule.
 */

/** zxcvbn's scale: 3 is "safely unguessable" for an online attack with throttling, and then some. */
const minimumScore = 3;
/** Shorter parts of a name or e-mail ("ali", "can") are common inside unrelated words. */
const minimumPersonalFragment = 4;

export type PasswordProblem = 'short' | 'long' | 'personal' | 'common' | 'weak';

/** Whose password it is: their name and e-mail must not be in it. */
export interface PasswordOwner {
  email?: string;
  name?: string;
}

/**
 * The estimate runs on the event loop, and its l33t matching grows fast with the length: 128 crafted
 * characters took ~230 ms, the first 64 ~60 ms. A password whose first 64 characters are hard to guess is
 * hard to guess; one whose first 64 are not is refused, which costs its owner little.
 */
const estimatedLength = 64;

// Built on first use: the dictionaries take ~30 ms to rank, which the start-up of a server that never
// sets a password need not pay.
let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: estimatedLength }));

/** Lower case without accents, the Turkish dotless ı included: "Yılmaz" and "YILMAZ" both read "yilmaz". */
const fold = (text: string) =>
  text.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');

/** The e-mail's local part and the name, whole and word by word. */
function personalFragments({ email, name }: PasswordOwner): string[] {
  const local = email?.split('@')[0] ?? '';
  const pieces = [
    local,
    ...local.split(/[._+-]+/),
    ...(name ?? '').split(/\s+/),
    (name ?? '').replace(/\s+/g, ''),
  ];
  return [...new Set(pieces.map(fold))].filter((piece) => piece.length >= minimumPersonalFragment);
}

/** The first reason a new password is refused, or undefined when it may be set. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | undefined {
  if (password.length < newPasswordLimits.min) return 'short';
  if (password.length > newPasswordLimits.max) return 'long';
  const folded = fold(password);
  if (personalFragments(owner).some((fragment) => folded.includes(fragment))) return 'personal';
  const userInputs = [owner.email, owner.name].filter((input): input is string => Boolean(input));
  const result = zxcvbn().check(password, userInputs);
  // The whole password is a listed one (perhaps reversed or in l33t): say so rather than "easy to guess".
  const [only, ...more] = result.sequence;
  if (more.length === 0 && only?.pattern === 'dictionary' && only.dictionaryName === 'passwords-common') {
    return 'common';
  }
  return result.score < minimumScore ? 'weak' : undefined;
}

/** The Turkish message the API and the forms show for a problem. */
export const passwordProblemMessage = (problem: PasswordProblem): string =>
  problem === 'short'
    ? loginMessages.min12
    : problem === 'long'
      ? loginMessages.max128
      : passwordRuleMessages[problem].tr;

/** The same in English, for the operator's side (ADMIN_PASSWORD, `npm run user:create`). */
export const passwordProblemInEnglish = (problem: PasswordProblem): string =>
  problem === 'short' || problem === 'long'
    ? `A password must be ${newPasswordLimits.min} to ${newPasswordLimits.max} characters long`
    : passwordRuleMessages[problem].en;

/**
 * Refuses a new password like any invalid field: 422 with the reason under `errors.password` (or the
 * field named), so the form shows it under the input.
 */
export function assertAcceptablePassword(password: string, owner: PasswordOwner, field = 'password'): void {
  const problem = passwordProblem(password, owner);
  if (problem) {
    throw new HttpError(422, validationFailedMessage, { [field]: passwordProblemMessage(problem) });
  }
}
