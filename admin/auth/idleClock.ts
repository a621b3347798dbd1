import { idleRemainingHeader, idleSecondsHeader } from '../../shared/sessionIdle';

/** What the server last said about the session's idle end, in this browser's clock. */
export interface IdleState {
  /** When the session ends if nothing the user causes reaches the server before (ms since the epoch). */
  deadline: number;
  /** The server's idle time (SESSION_IDLE_SECONDS). */
  idleSeconds: number;
  /** When the server said so: the warning trusts only a fresh word (another tab may have moved the end). */
  observedAt: number;
}

export type IdleClock = ReturnType<typeof createIdleClock>;

/*
 * The back office does not count idle time itself: the server does (it alone sees every tab's requests and
 * which of them were polls), and tells each answer how many seconds are left (shared/sessionIdle.ts). This
 * keeps that word, in a form React can subscribe to (useSyncExternalStore), for the warning a minute before.
 */
export function createIdleClock(now: () => number = Date.now) {
  let state: IdleState | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    /** Reads an answer's headers; answers without them (not signed in, the public API) change nothing. */
    observe(headers: Headers): void {
      const remaining = Number(headers.get(idleRemainingHeader) ?? Number.NaN);
      const idleSeconds = Number(headers.get(idleSecondsHeader) ?? Number.NaN);
      if (!Number.isFinite(remaining) || !Number.isFinite(idleSeconds) || idleSeconds <= 0) return;
      const at = now();
      state = { deadline: at + remaining * 1000, idleSeconds, observedAt: at };
      notify();
    },
    snapshot: (): IdleState | null => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Whether the server's idle end has passed (by what it last said). */
    isPast: (at = now()): boolean => state !== null && state.deadline <= at,
    reset(): void {
      state = null;
      notify();
    },
  };
}

/** The back office's one clock: fed by its HTTP client (adminHttp.ts), read by the idle warning. */
export const sessionIdleClock = createIdleClock();
