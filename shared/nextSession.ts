/**
 * The session a visitor is offered first (issue 32): the earliest one with a seat left, so a full first
 * session does not send everyone to its waiting list while a later one (another city, online) still has
 * room; the earliest one only when every session is full, and then the offer is its waiting list.
 * `sessions` come ordered by their start, as every public answer lists them.
 */
export function nextBookableSession<S extends { seats_left: number | null }>(
  sessions: readonly S[],
): S | undefined {
  return sessions.find((session) => session.seats_left === null || session.seats_left > 0) ?? sessions[0];
}
