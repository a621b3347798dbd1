import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Selectable } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Database, MailOutboxTable } from '../db/schema.js';

/*
 * E-mail goes through an outbox (migration 0006): whoever has news stores a message in the same transaction
 * as the news itself, and a worker sends it afterwards. The visitor's request never waits for SMTP nor fails
 * with it; a message that cannot be sent is tried again later, and a restart loses none.
 */

export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** Minutes to wait before each new attempt; after the last one a message is marked failed. */
const retryDelaysMinutes = [1, 5, 15, 60, 180, 360];
/** How often the worker looks for due messages besides being woken up by a new one. */
const pollIntervalMs = 5000;
/** How long a claimed message is this instance's: another instance may take it over after. */
const claimMs = 2 * 60 * 1000;
const batchSize = 10;

const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * What a message said, forgotten once it is delivered (issue 27): a reset link, a visitor's message and the
 * names in a subject must not stay readable in the database or its backups. The row keeps who it went to,
 * its kind, when it was made and sent, its attempts and last error.
 */
export const forgottenContent = { subject: '', text: '', html: '', reply_to: null } as const;

/**
 * No sender holds the message: it was never claimed, or its claim has run out (an instance that stopped
 * mid-send). Only such a message may be claimed, sent again or cancelled.
 */
export const unclaimed = (now: string) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
  eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]);

/** A message waiting for its first attempt from `now`: a new one, or one an administrator sends again. */
export const queuedFrom = (now: string) =>
  ({ status: 'pending', attempts: 0, next_attempt_at: now, claimed_until: null, last_error: null }) as const;

/**
 * Kinds whose text is a secret with a short life (a reset link lasts 30 minutes): forgotten when given up
 * too, and never sent again. Any other message given up keeps its text so that an administrator can send
 * it again from E-posta Kayıtları once the mail server is back (issue 29); the KVKK retention of e-mail
 * bodies (Saklama süreleri) clears it later.
 */
export const secretMailKinds: readonly string[] = ['password-reset'];

export class MailOutbox {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly settings: NonNullable<Config['mail']>,
    private readonly log: FastifyBaseLogger,
    /** The back office's origin (adminOriginForLinks): office e-mails link to their record there. */
    readonly adminOrigin = 'http://localhost',
  ) {
    this.transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  /** The company's inbox (MAIL_TO), to which notifications go. */
  get companyInbox(): string {
    return this.settings.to;
  }

  /** Stores a message; pass the transaction that stores what it tells about, so both commit or neither. */
  async enqueue(db: Db, mail: OutgoingMail): Promise<void> {
    const now = new Date().toISOString();
    await db
      .insertInto('mail_outbox')
      .values({
        kind: mail.kind,
        recipient: mail.to,
        reply_to: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...queuedFrom(now),
        created_at: now,
        sent_at: null,
      })
      .execute();
  }

  start(): void {
    this.timer ??= setInterval(() => this.wake(), pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for a send in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }

  /** Sends what is due now, without waiting for the next poll (call it after the enqueuing commit). */
  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((err: unknown) => this.log.error({ err }, 'mail outbox: could not read the due messages'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves once nothing is being sent (tests wait on it after waking the worker). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const now = new Date().toISOString();
      const due = await this.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where(unclaimed(now))
        .orderBy('id')
        .limit(batchSize)
        .execute();
      for (const message of due) {
        if (await this.claim(message.id, now)) await this.send(message);
      }
      if (due.length < batchSize) return;
    }
  }

  /** Takes a message for this instance, unless another instance took it first. */
  private async claim(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('mail_outbox')
      .set({ claimed_until: isoIn(claimMs) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where(unclaimed(now))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async send(
    message: Pick<
      Selectable<MailOutboxTable>,
      'id' | 'kind' | 'recipient' | 'reply_to' | 'subject' | 'text' | 'html' | 'attempts'
    >,
  ): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: message.recipient,
        ...(message.reply_to ? { replyTo: message.reply_to } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await this.db
        .updateTable('mail_outbox')
        .set({
          ...forgottenContent,
          status: 'sent',
          sent_at: new Date().toISOString(),
          attempts: message.attempts + 1,
          claimed_until: null,
          last_error: null,
        })
        .where('id', '=', message.id)
        .execute();
      this.log.info({ mailId: message.id, kind: message.kind }, 'e-mail sent');
    } catch (err) {
      const attempts = message.attempts + 1;
      const delay = retryDelaysMinutes[attempts - 1];
      await this.db
        .updateTable('mail_outbox')
        .set({
          ...(delay === undefined && secretMailKinds.includes(message.kind) ? forgottenContent : {}),
          status: delay === undefined ? 'failed' : 'pending',
          attempts,
          next_attempt_at: isoIn((delay ?? 0) * 60_000),
          claimed_until: null,
          last_error: String(err instanceof Error ? err.message : err).slice(0, 500),
        })
        .where('id', '=', message.id)
        .execute();
      this.log.warn(
        { err, mailId: message.id, kind: message.kind, attempts, retryInMinutes: delay ?? null },
        delay === undefined ? 'e-mail given up after its last attempt' : 'e-mail not sent; will retry',
      );
    }
  }
}
