import { hash, parseOptions, verify } from '@node-rs/argon2';
import type { Db } from '../db/database.js';

/**
 * The cost of a new password hash: Argon2id with one of OWASP's settings (19 MiB, 2 passes, 1 lane), the
 * library's defaults written out so that a change here is deliberate and reaches the stored hashes: each
 * is redone at its user's next sign-in (upgradePasswordHash).
 */
export const passwordHashParameters = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;
/** Argon2id, and version 0x13, as the library numbers them (const enums, which isolatedModules cannot import). */
const argon2id = 2;
const version0x13 = 1;
/** The library's salt length; older hashes may carry shorter salts. */
const saltBytes = 16;

// Argon2id is the library's default algorithm and 0x13 its default version.
export const hashPassword = (password: string): Promise<string> => hash(password, passwordHashParameters);

/** Whether a stored hash was made otherwise than hashPassword makes one now (an unreadable one too). */
export function needsRehash(passwordHash: string): boolean {
  try {
    const made = parseOptions(passwordHash);
    return (
      made.algorithm !== argon2id ||
      made.version !== version0x13 ||
      made.memoryCost !== passwordHashParameters.memoryCost ||
      made.timeCost !== passwordHashParameters.timeCost ||
      made.parallelism !== passwordHashParameters.parallelism ||
      made.outputLen !== passwordHashParameters.outputLen ||
      made.saltLen < saltBytes
    );
  } catch {
    return true;
  }
}

/**
 * Right after a password was verified, the only moment it is known: replaces a hash made with other
 * parameters by one made with today's. Unless the hash changed meanwhile (a password reset racing the
 * sign-in wins). Returns whether it was replaced.
 */
export async function upgradePasswordHash(
  db: Db,
  user: { id: number; password_hash: string },
  password: string,
): Promise<boolean> {
  if (!needsRehash(user.password_hash)) return false;
  const result = await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', user.id)
    .where('password_hash', '=', user.password_hash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

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
