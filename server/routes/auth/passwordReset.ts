import type { FastifyInstance } from 'fastify';
import { loginPath } from '../../../shared/areas.js';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordResetTexts,
} from '../../../shared/schemas/passwordReset.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { passwordResetMail } from '../../mail/messages.js';
import type { MailOutbox } from '../../mail/outbox.js';
import {
  accountOfReset,
  completePasswordReset,
  issuePasswordReset,
  resetLinkMinutes,
} from '../../services/passwordResets.js';
import { assertAcceptablePassword } from '../../services/passwordStrength.js';
import { securityEvent } from '../../services/securityEvents.js';
import { clientIp, formRateLimit } from '../public/forms.js';
import { adminOriginForLinks } from '../../http/origins.js';

export interface PasswordResetRouteOptions {
  db: Db;
  config: Config;
  mail?: MailOutbox;
}

/**
 * The login screen's own address for links in e-mails. Never the request's Host header: anyone can send
 * one, and a reset link pointing at their host would hand them the token.
 */
export const loginAddress = (config: Config) => `${adminOriginForLinks(config)}${loginPath}`;

/**
 * POST /api/auth/password-reset/request {email}: the same answer whether or not the address has an account
 * (no one learns who has one); with an account, an e-mail with a link to the login screen, the token in the
 * fragment so it reaches no server log; at most resetsPerAccountPerHour links an account an hour, past which
 * the answer is the same and nothing is sent. POST /api/auth/password-reset {token, password,
 * password_confirmation}: sets the password once per link, if it passes the new-password rules (a refused
 * one leaves the link usable). Both behind the login's CSRF check and the forms' rate limit.
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  { db, config, mail }: PasswordResetRouteOptions,
) {
  registerRoutes(app, [
    {
      method: 'POST',
      url: '/api/auth/password-reset/request',
      options: { config: { rateLimit: formRateLimit } },
      handler: async (request) => {
        const input = await validateBody(passwordResetRequestSchema, request.body);
        if (!mail) throw new HttpError(503, passwordResetTexts.mailOff);
        const reset = await issuePasswordReset(db, input.email, clientIp(request));
        securityEvent(request, 'password_reset.requested', {
          knownAccount: Boolean(reset),
          userId: reset?.user.id,
          // The account had its hourly share of links: none is sent, and the answer says nothing of it.
          limited: reset?.kind === 'limited' || undefined,
        });
        if (reset?.kind === 'issued') {
          const link = `${loginAddress(config)}#sifre-sifirla=${reset.token}`;
          await mail.enqueue(db, passwordResetMail(reset.user, link, resetLinkMinutes));
          mail.wake();
        }
        return { success: true, message: passwordResetTexts.requested };
      },
    },
    {
      method: 'POST',
      url: '/api/auth/password-reset',
      options: { config: { rateLimit: formRateLimit } },
      handler: async (request) => {
        const input = await validateBody(passwordResetSchema, request.body);
        const account = await accountOfReset(db, input.token);
        // A dead link first: choosing a better password would not make it work.
        if (account) assertAcceptablePassword(input.password, account);
        const userId = account && (await completePasswordReset(db, input.token, input.password));
        if (userId === undefined) {
          securityEvent(request, 'password_reset.refused');
          throw new HttpError(410, passwordResetTexts.invalidLink);
        }
        securityEvent(request, 'password_reset.completed', { userId });
        return { success: true, message: passwordResetTexts.changed };
      },
    },
  ]);
}
