import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/*
 * A restore of a version (server/routes/admin/versionRestore.ts) runs the resource's own update as an inner
 * request. That update is the one entry the restore leaves in the log, under the action `revert` rather than
 * `update`, so the history says what happened. The inner request carries a one-time random mark that only
 * this process handed out: a client sending the header itself names no mark, and its write stays an update.
 */

export const versionMarkHeader = 'x-akademi-version-restore';
export const revertAction = 'revert';

const marks = new Set<string>();

/** A mark for one inner request; forget it once the request has answered. */
export function newVersionMark(): string {
  const mark = randomBytes(16).toString('hex');
  marks.add(mark);
  return mark;
}

export function forgetVersionMark(mark: string): void {
  marks.delete(mark);
}

/**
 * Whether a request carries a live mark, without using it up: the inner update was asked on the back office's
 * origin (its outer request was), though it arrives through no listener (plugins/adminOrigin.ts).
 */
export function carriesVersionMark(request: FastifyRequest): boolean {
  const mark = request.headers[versionMarkHeader];
  return typeof mark === 'string' && marks.has(mark);
}

/** Whether a request is a restore's inner update (its mark is used up on the first look). */
export function takeVersionMark(request: FastifyRequest): boolean {
  const mark = request.headers[versionMarkHeader];
  if (typeof mark !== 'string' || !marks.has(mark)) return false;
  marks.delete(mark);
  return true;
}
