import type { FastifyRequest } from 'fastify';

/**
 * What a security review asks of the log (issue 12): who did what, from where, when (the line's time) and
 * in which request (pino's reqId). One field, `securityEvent`, names the event so an operator can filter
 * on it. Details are identifiers and field names, never a secret: no password, token, cookie or script text.
 */
export type SecurityEventName =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.locked'
  | 'logout'
  | 'access.unauthenticated'
  | 'access.forbidden'
  | 'user.created'
  | 'user.role_changed'
  | 'user.deactivated'
  | 'user.reactivated'
  | 'user.password_changed'
  | 'user.deleted'
  | 'integration_scripts.changed'
  | 'password_reset.requested'
  | 'password_reset.completed'
  | 'password_reset.refused'
  | 'login.second_step_required'
  | 'two_step.setup_started'
  | 'two_step.enabled'
  | 'two_step.disabled'
  | 'two_step.reset'
  | 'two_step.code_failed'
  | 'two_step.recovery_code_used'
  | 'two_step.recovery_codes_regenerated'
  | 'two_step.requirement_changed';

const warnings = new Set<SecurityEventName>([
  'login.failed',
  'login.locked',
  'access.unauthenticated',
  'access.forbidden',
  'password_reset.refused',
  'two_step.code_failed',
]);

export function securityEvent(
  request: FastifyRequest,
  name: SecurityEventName,
  details: Record<string, string | number | boolean | string[] | undefined> = {},
): void {
  const level = warnings.has(name) ? 'warn' : 'info';
  request.log[level](
    {
      securityEvent: name,
      actorId: request.user?.id,
      ip: request.ip,
      method: request.method,
      url: request.url.split('?')[0],
      ...details,
    },
    `security event: ${name}`,
  );
}
