import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type PersonalDataAction,
  type PersonalDataEraseResult,
  type PersonalDataRequestRecord,
  personalDataEraseSchema,
  personalDataExportSchema,
  personalDataMessages,
  personalDataSearchSchema,
} from '../../../shared/personalData.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../db/json.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { exportEntries } from '../../privacy/personalDataExport.js';
import { erasePersonalData } from '../../privacy/personalDataErase.js';
import { type Found, findPersonalData, searchResultOf } from '../../privacy/personalDataSearch.js';
import { zipArchive } from '../../privacy/zipArchive.js';
import { cvDirOf } from '../../services/cvDownload.js';
import { imageStoreOf } from './catalogueHelpers.js';
import { bodyOf } from './helpers.js';
import { listRoute, pageOfQuery } from './listQuery.js';

/*
 * Kişisel Veri Talepleri (issue 29, KVKK article 11): an administrator searches a person by e-mail and/or
 * phone across every table of the registry (server/privacy/personalData.ts), exports what was found as a ZIP,
 * or erases it everywhere in one transaction. Each export and erasure leaves a request record: who, when,
 * the office's reference, how many rows per table, never the person's data. These requests are not in the
 * audit log (server/audit/auditTargets.ts): their bodies carry the very e-mail and phone being erased.
 */

const countsOf = (found: Found): Record<string, number> =>
  Object.fromEntries(
    found.groups.filter((g) => g.rows.length > 0).map((g) => [g.entry.table, g.rows.length]),
  );

/** The day of the export in Istanbul, for the file name: kisisel-veri-2026-11-24.zip. */
const istanbulDay = (now: Date) => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export async function personalDataRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const record = async (
    executor: Db,
    request: FastifyRequest,
    entry: { action: PersonalDataAction; reference: string; counts: Record<string, number>; files: number },
  ): Promise<number> => {
    const inserted = await executor
      .insertInto('personal_data_requests')
      .values({
        created_at: new Date().toISOString(),
        user_id: request.user?.id ?? null,
        user_name: (request.user?.name ?? '').slice(0, 200),
        action: entry.action,
        reference: entry.reference,
        counts: JSON.stringify(entry.counts),
        files: entry.files,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  };

  registerRoutes(app, [
    {
      method: 'GET',
      url: '/personal-data',
      access: 'users',
      handler: async (request) => {
        const person = await validateBody(personalDataSearchSchema, request.query);
        return { success: true, data: searchResultOf(await findPersonalData(db, person)) };
      },
    },
    {
      method: 'POST',
      url: '/personal-data/export',
      access: 'users',
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const input = await validateBody(personalDataExportSchema, bodyOf(request));
        const person = { email: input.email, phone: input.phone };
        const found = await findPersonalData(db, person);
        const now = new Date();
        const { entries, files } = await exportEntries(found, person, config.uploadsRoot, now);
        const archive = zipArchive(entries, now);
        await record(db, request, {
          action: 'export',
          reference: input.reference,
          counts: countsOf(found),
          files,
        });
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="kisisel-veri-${istanbulDay(now)}.zip"`)
          .header('content-length', String(archive.length))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(archive);
      },
    },
    {
      method: 'POST',
      url: '/personal-data/erase',
      access: 'users',
      handler: async (request) => {
        const input = await validateBody(personalDataEraseSchema, bodyOf(request));
        const person = { email: input.email, phone: input.phone };
        const signedInId = request.user?.id ?? 0;
        const { counts, files, images, requestId } = await db.transaction().execute(async (trx) => {
          const found = await findPersonalData(trx, person);
          const erased = await erasePersonalData(trx, found, signedInId);
          const id = await record(trx, request, {
            action: 'erase',
            reference: input.reference,
            counts: erased.counts,
            files: erased.files.length,
          });
          return { ...erased, requestId: id };
        });
        // The files go once their rows are gone for good; a file already missing is no error.
        const cvDir = cvDirOf(config.uploadsRoot);
        for (const stored of files) {
          await fs.rm(path.join(cvDir, path.basename(stored)), { force: true });
        }
        await imageStoreOf(config).remove(images);
        const data: PersonalDataEraseResult = { counts, files: files.length, request_id: requestId };
        return { success: true, message: personalDataMessages.erased, data };
      },
    },
    listRoute(
      '/personal-data/requests',
      'users',
      async (q) => {
        const page = await pageOfQuery(db.selectFrom('personal_data_requests'), q, (s) =>
          s.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        );
        const items: PersonalDataRequestRecord[] = page.items.map((row) => ({
          ...row,
          counts: parseJson<Record<string, number>>(row.counts, {}),
        }));
        return { ...page, items };
      },
      { perPage: 25 },
    ),
  ]);
}
