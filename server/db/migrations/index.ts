import type { Migration } from 'kysely';
import * as initial from './0001_initial.js';

/** Every migration, in order. Listed explicitly so they run the same under tsx, Vitest and a bundle. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};
