/*
 * Sessions that end when unused (issue 27): the words the server and the back office share. The server
 * keeps the truth (auth_tokens.last_used_at); the back office learns from each answer how long the session
 * has left, so its warning comes a minute before the server's end, whatever other tabs or polls did.
 */

/** Why a back office request was refused with 401: the session was idle too long, reached its lifetime, or is gone. */
export const sessionEndReasons = ['idle', 'expired', 'revoked'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

export const isSessionEndReason = (value: unknown): value is SessionEndReason =>
  typeof value === 'string' && (sessionEndReasons as readonly string[]).includes(value);

/**
 * Set ('1') by the back office on requests no user caused — the unread counters' polls, the status check —
 * so that a tab left open does not keep its session alive forever. Such a request is still authenticated and
 * still refused once the session is idle; it only does not count as activity.
 */
export const backgroundRequestHeader = 'x-akademi-background';
/** The request headers of such a request. */
export const backgroundRequestHeaders: Readonly<Record<string, string>> = { [backgroundRequestHeader]: '1' };

/** On every authenticated back office answer: whole seconds until the session ends if nothing else happens. */
export const idleRemainingHeader = 'x-akademi-idle-remaining';
/** On every authenticated back office answer: the configured idle time (SESSION_IDLE_SECONDS). */
export const idleSecondsHeader = 'x-akademi-idle-seconds';

/**
 * How long before the idle end the back office warns: a minute, or half the idle time when that is shorter
 * (SESSION_IDLE_SECONDS may be as low as 60, and a warning that never goes away helps nobody).
 */
export const idleWarningLeadSeconds = (idleSeconds: number): number => Math.min(60, idleSeconds / 2);
