import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id (its `Algorithm` is a const enum, which isolatedModules cannot import).
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of a real verification when the e-mail is unknown, so response timing does not reveal
 * which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
