import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from 'vitest';

/*
 * The e-mails the server sent during the browser tests: scripts/e2e.mjs runs an SMTP sink whose messages land
 * in E2E_MAIL_DIR, one .eml file each.
 */

/** Every message the sink has received so far, parsed. */
export async function receivedMails(): Promise<ParsedMail[]> {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests with npm run test:e2e');
  const files = fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(mailDir, name)))));
}

/**
 * Waits (the outbox sends in the background) for the message to `to` whose subject contains `words` and whose
 * text contains `mentioning` (other specs' submissions reach the same sink).
 */
export async function mailAbout(words: string, to: string, mentioning: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find(
          (mail) =>
            mail.subject?.includes(words) &&
            JSON.stringify(mail.to).includes(to) &&
            (mail.text ?? '').includes(mentioning),
        );
        return Boolean(found);
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}
