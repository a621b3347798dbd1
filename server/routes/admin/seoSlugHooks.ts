import type { Translated } from '../../../shared/types.js';
import type { Db } from '../../db/database.js';
import { type AddressKind, rememberOldAddress } from '../../services/oldAddresses.js';
import { type SlugMap, type SlugResource, loadSlugs, writeSlugs } from '../../services/seoSlugs.js';
import { rethrowSeoRace } from './catalogueHelpers.js';

/*
 * What a back office resource with slugs per language (issue 30, services/seoSlugs.ts) adds to its record
 * routes: its answer carries `seo_names` (the other languages' own slugs), a save writes them, and an update
 * keeps each changed one answering with a 301 like a changed seo_name.
 */

interface WithSlugs {
  id: number;
  seo_name: string;
  seo_names?: Translated;
}

/** The record with its other languages' own slugs ({} when none). */
export async function withSlugs<R extends WithSlugs>(db: Db, resource: SlugResource, record: R): Promise<R> {
  return { ...record, seo_names: (await loadSlugs(db, resource, [record.id])).get(record.id) ?? {} };
}

/** Writes the slugs a save resolved (catalogueHelpers resolveSeoNames); undefined keeps the stored ones. */
export async function saveSlugs(
  trx: Db,
  resource: SlugResource,
  id: number,
  slugs: SlugMap | undefined,
): Promise<void> {
  if (slugs) await writeSlugs(trx, resource, id, slugs);
}

/** After an update: the old seo_name and every changed language slug move to the record's new addresses. */
export async function rememberOldSlugs(
  db: Db,
  kind: AddressKind,
  id: number,
  before: WithSlugs,
  after: WithSlugs,
): Promise<void> {
  await rememberOldAddress(db, kind, id, before.seo_name, after.seo_name);
  for (const [lang, slug] of Object.entries(before.seo_names ?? {})) {
    await rememberOldAddress(db, kind, id, slug, after.seo_names?.[lang] ?? after.seo_name);
  }
}

/**
 * The four hooks of a singleImageResourceRoutes resource with slugs per language: its answer carries the
 * slugs, a save writes those its input resolved, an update remembers the old addresses, and a seo_name race
 * reads as the taken field.
 */
export function slugHooks<R extends WithSlugs>(db: Db, resource: SlugResource, kind: AddressKind) {
  return {
    detail: (record: R) => withSlugs(db, resource, record),
    saved: (trx: Db, id: number, input: { slugs: SlugMap | undefined }) =>
      saveSlugs(trx, resource, id, input.slugs),
    updated: (id: number, before: R, after: R) => rememberOldSlugs(db, kind, id, before, after),
    writeError: rethrowSeoRace,
  };
}
