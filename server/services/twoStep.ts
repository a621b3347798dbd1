import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  isRecoveryCode,
  isTotpCode,
  normalizeCode,
  recoveryCodeAlphabet,
  recoveryCodeCount,
  recoveryCodeLength,
  totpParameters,
} from '../../shared/twoStepCodes.js';
import type { TwoStepSetup, TwoStepStatus } from '../../shared/types.js';
import type { Db } from '../db/database.js';
import { hashToken } from './tokens.js';

/*
 * Two-step sign-in (issue 27): a TOTP secret per user (RFC 6238: SHA-1, 6 digits, 30 s, one step either side
 * for clock drift) and ten single-use recovery codes.
 *
 * The secret is kept as it is, not encrypted. Encryption only helps if its key lives somewhere the database
 * does not: on this product the key would sit in the same data directory or environment as the database
 * (there is no key store), so a copy of the server would carry both. What protects it instead: no API
 * answers it after the one setup answer that shows it for scanning, the audit log drops its column (its name
 * says "secret"), and the password is still needed with it. Recovery codes, which are bearer secrets on
 * their own, are kept as SHA-256 hashes like session tokens.
 *
 * A code is accepted once: the row keeps the newest 30-second step a code was accepted for, and a code of
 * that step or an older one is refused, so a code seen over a shoulder cannot be replayed.
 */

/** Who the QR code is for: the label and issuer the authenticator app shows. */
export interface TotpAccount {
  email: string;
  issuer: string;
}

const totpOf = (secret: string, account?: TotpAccount) =>
  new TOTP({
    issuer: account?.issuer,
    label: account?.email,
    secret: Secret.fromBase32(secret),
    algorithm: totpParameters.algorithm,
    digits: totpParameters.digits,
    period: totpParameters.period,
  });

/** A new secret of 160 random bits (RFC 4226's recommended length), base32 as the apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The 30-second step a code of `delta` steps away from now belongs to. */
const stepAt = (timestamp: number) => Math.floor(timestamp / 1000 / totpParameters.period);

/** The step a code was made for, or undefined when it is none of now's, the previous or the next one. */
function acceptedStep(secret: string, code: string, timestamp: number): number | undefined {
  const delta = totpOf(secret).validate({
    token: normalizeCode(code),
    timestamp,
    window: totpParameters.window,
  });
  return delta === null ? undefined : stepAt(timestamp) + delta;
}

async function twoStepRow(db: Db, userId: number) {
  return db.selectFrom('user_two_step').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function isTwoStepEnabled(db: Db, userId: number): Promise<boolean> {
  const row = await twoStepRow(db, userId);
  return Boolean(row?.enabled_at);
}

export async function twoStepStatus(db: Db, userId: number, required: boolean): Promise<TwoStepStatus> {
  const row = await twoStepRow(db, userId);
  const left = await db
    .selectFrom('two_step_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  const enabled = Boolean(row?.enabled_at);
  return {
    enabled,
    enabled_at: row?.enabled_at ?? null,
    recovery_codes_left: enabled ? Number(left?.n ?? 0) : 0,
    required,
  };
}

/**
 * Starts (or starts again) setting up two-step sign-in: a new secret, not yet in force, and what the
 * authenticator app needs to take it. Undefined when two-step sign-in is already on: a new secret would
 * otherwise replace the one in force without its code.
 */
export async function startSetup(
  db: Db,
  userId: number,
  account: TotpAccount,
): Promise<TwoStepSetup | undefined> {
  const secret = newTotpSecret();
  const now = new Date().toISOString();
  const written = await db
    .insertInto('user_two_step')
    .values({ user_id: userId, secret, enabled_at: null, last_step: null, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, last_step: null, updated_at: now })
        .where('user_two_step.enabled_at', 'is', null),
    )
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
  const uri = totpOf(secret, account).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Spends a TOTP code: true when it is right for the user's secret (the one in force, or with `pending` the
 * one being set up, which the same statement then puts in force) and newer than every code accepted
 * before. The step is recorded in the statement that checks it, so two requests with one code cannot both
 * pass, and a secret replaced meanwhile (a second setup) matches nothing.
 */
export async function spendTotpCode(
  db: Db,
  userId: number,
  code: string,
  { pending = false, now = Date.now() }: { pending?: boolean; now?: number } = {},
): Promise<boolean> {
  if (!isTotpCode(code)) return false;
  const row = await twoStepRow(db, userId);
  const inForce = Boolean(row?.enabled_at);
  if (!row || inForce === pending) return false;
  const step = acceptedStep(row.secret, code, now);
  if (step === undefined) return false;
  const at = new Date(now).toISOString();
  const spent = await db
    .updateTable('user_two_step')
    .set(pending ? { last_step: step, enabled_at: at, updated_at: at } : { last_step: step })
    .where('user_id', '=', userId)
    .where('secret', '=', row.secret)
    .where('enabled_at', pending ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Spends a recovery code: true once per code. */
export async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  if (!isRecoveryCode(code)) return false;
  const spent = await db
    .updateTable('two_step_recovery_codes')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashToken(normalizeCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** How a second step was proven: with the app's code or a recovery code; undefined when it was not. */
export type ProvenBy = 'code' | 'recovery_code';

/** Checks a code of either kind against two-step sign-in in force, spending it when it is right. */
export async function proveSecondStep(db: Db, userId: number, code: string): Promise<ProvenBy | undefined> {
  if (isTotpCode(code)) return (await spendTotpCode(db, userId, code)) ? 'code' : undefined;
  if (!(await isTwoStepEnabled(db, userId))) return undefined;
  return (await spendRecoveryCode(db, userId, code)) ? 'recovery_code' : undefined;
}

/** One recovery code as shown: ten characters in two groups of five. */
function newRecoveryCode(): string {
  const chars = Array.from(
    { length: recoveryCodeLength },
    () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Replaces the user's recovery codes with ten new ones; returns them (the only time they are seen). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_step_recovery_codes')
      .values(
        codes.map((code) => ({
          user_id: userId,
          code_hash: hashToken(normalizeCode(code)),
          used_at: null,
          created_at: now,
        })),
      )
      .execute();
  });
  return codes;
}

/**
 * Puts the secret being set up in force with its first code; returns the recovery codes, or undefined when
 * the code is wrong (or nothing is being set up).
 */
export async function enableTwoStep(db: Db, userId: number, code: string): Promise<string[] | undefined> {
  if (!(await spendTotpCode(db, userId, code, { pending: true }))) return undefined;
  return replaceRecoveryCodes(db, userId);
}

/** Removes two-step sign-in from an account: its secret, recovery codes and open sign-in challenges. */
export async function removeTwoStep(db: Db, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('user_two_step').where('user_id', '=', userId).executeTakeFirst();
    await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_step_challenges').where('user_id', '=', userId).execute();
    return Number(removed.numDeletedRows) > 0;
  });
}
