/*
 * Turns for the main thread's share of a page build (issue 31: the calendar under admin writes).
 *
 * A page's data is built from SQLite, whose driver answers synchronously: a chain of awaits that never waits
 * for I/O runs as one task, and every request that arrives meanwhile (cached pages included) waits until the
 * whole chain is done. Right after a write the calendar's build loads a dozen answers at once, and their
 * work ran as one block of tens of milliseconds: the p99 of every cached page served beside it.
 *
 * takeTurn() puts each step in its own turn of the event loop, one step a turn, in the order asked: between
 * two steps Node polls its sockets and serves what waits. The total work is the same; no block is bigger than
 * one step.
 */

let lastTurn: Promise<void> = Promise.resolve();

/** Resolves in a turn of the event loop of its own, after every turn asked for before it. */
export function takeTurn(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  lastTurn = turn;
  return turn;
}
