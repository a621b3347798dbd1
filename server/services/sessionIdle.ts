import type { FastifyRequest } from 'fastify';
import { backgroundRequestHeader } from '../../shared/sessionIdle.js';

/*
 * When a request moves a token's last_used_at. Every authenticated back office request passes here, so the
 * hot path must stay a read: the write happens only when the stored time is older than the interval below
 * (at most one UPDATE per token every 30 seconds, however many requests a screen makes). The price is that
 * the stored time may lag the real last request by up to that interval; the server reports the remaining
 * time from the stored value (idleRemainingHeader), so the back office's warning follows the server's real
 * end, not an optimistic one. The interval is at most a tenth of the idle time, so that with a short idle
 * time (tests, SESSION_IDLE_SECONDS=60) the "keep the session" request after the warning always moves it.
 */
export const maxTouchIntervalSeconds = 30;

export const touchIntervalMs = (idleSeconds: number): number =>
  Math.min(maxTouchIntervalSeconds, idleSeconds / 10) * 1000;

/** A request the back office made on its own (a poll, the status check): it does not count as activity. */
export const isBackgroundRequest = (request: FastifyRequest): boolean =>
  request.headers[backgroundRequestHeader] === '1';

export interface IdleState {
  /** The session is past its idle time: refuse it. */
  idle: boolean;
  /** Write now as the new last_used_at (a user's request, and the stored one is old enough). */
  touch: boolean;
  /** Whole seconds left until the idle end, counted from the time that is (or will be) stored. */
  remainingSeconds: number;
}

export function idleState(
  lastUsedMs: number,
  nowMs: number,
  idleSeconds: number,
  background: boolean,
): IdleState {
  const unusedMs = nowMs - lastUsedMs;
  if (unusedMs > idleSeconds * 1000) return { idle: true, touch: false, remainingSeconds: 0 };
  const touch = !background && unusedMs >= touchIntervalMs(idleSeconds);
  const from = touch ? nowMs : lastUsedMs;
  return { idle: false, touch, remainingSeconds: Math.floor((from + idleSeconds * 1000 - nowMs) / 1000) };
}
