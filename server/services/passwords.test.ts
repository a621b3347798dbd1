import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordHashParameters } from './passwords.js';

/* Issue 27: which stored hashes are redone at the next sign-in. */

describe('needsRehash', () => {
  it('leaves a hash made now alone', async () => {
    const current = await hashPassword('Orman-Yolu-73');
    expect(current).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${passwordHashParameters.memoryCost},t=${passwordHashParameters.timeCost},p=${passwordHashParameters.parallelism}\\$`,
      ),
    );
    expect(needsRehash(current)).toBe(false);
  });

  it.each([
    ['less memory', { memoryCost: 8192 }],
    ['more passes', { timeCost: 3 }],
    ['more lanes', { parallelism: 2 }],
    ['a longer output', { outputLen: 64 }],
  ])('redoes one made with %s', async (_, changed) => {
    expect(needsRehash(await hash('Orman-Yolu-73', { ...passwordHashParameters, ...changed }))).toBe(true);
  });

  it.each([
    [
      'Argon2i',
      '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$9s8ZBRfN3pFVlBqPgQHCjOasEPlvX3Zr1B/cFJxbc6M',
    ],
    [
      'version 0x10',
      '$argon2id$v=16$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$9s8ZBRfN3pFVlBqPgQHCjOasEPlvX3Zr1B/cFJxbc6M',
    ],
    [
      'a short salt',
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$9s8ZBRfN3pFVlBqPgQHCjOasEPlvX3Zr1B/cFJxbc6M',
    ],
    ['no argon2 at all', '$2b$10$abcdefghijklmnopqrstuuJ1y7f0Kq3lYd4Vh1lHf4G5cJkqQ7m2e'],
  ])('redoes one with %s', (_, stored) => {
    expect(needsRehash(stored)).toBe(true);
  });
});
