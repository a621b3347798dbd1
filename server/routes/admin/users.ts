import type { FastifyInstance } from 'fastify';
import { type SecurityEventName, securityEvent } from '../../services/securityEvents.js';
import {
  type AdminUser,
  userCreateSchema,
  userPasswordSchema,
  userUpdateSchema,
} from '../../../shared/schemas/user.js';
import type { Db } from '../../db/database.js';
import { parseTranslated, pickLang } from '../../db/json.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
import { hashPassword } from '../../services/passwords.js';
import { assertAcceptablePassword } from '../../services/passwordStrength.js';
import { hashToken, revokeUserTokens } from '../../services/tokens.js';
import { adminRoleKey, createUser, lockedActiveAdminIds } from '../../services/users.js';
import { bodyOf, idParam, recordRoute, successMessages, takenOnRace } from './helpers.js';
import { listRoute, pageOfQuery, searchCondition } from './listQuery.js';

export const emailTakenMessage = 'Bu E-Mail Adresi Kullanımda';
export const unknownRoleMessage = 'Geçersiz Rol Grubu';
export const lastAdminMessage =
  'Son aktif yönetici silinemez, pasif yapılamaz veya yetkisi düşürülemez. Önce başka bir yönetici ekleyin.';
export const selfDeleteMessage = 'Kendi hesabınızı silemezsiniz';
/** Deactivating oneself would end one's own session mid-edit and could lock the office out. */
export const selfDeactivateMessage = 'Kendi hesabınızı pasif yapamazsınız';

/** Never selects password_hash: the column list is the answer's whole shape. */
const userColumns = [
  'u.id',
  'u.name',
  'u.email',
  'u.active',
  'u.role_group_id',
  'u.created_at',
  'u.updated_at',
  'r.key as role_key',
  'r.name as role_name',
  'ts.enabled_at as two_step_enabled_at',
] as const;

type UserRow = {
  id: number;
  name: string;
  email: string;
  active: number;
  role_group_id: number;
  created_at: string;
  updated_at: string;
  role_key: string;
  role_name: string;
  two_step_enabled_at: string | null;
};

function present({ role_key, role_name, two_step_enabled_at, ...user }: UserRow): AdminUser {
  return {
    ...user,
    role_group: { id: user.role_group_id, key: role_key, name: pickLang(parseTranslated(role_name), 'tr') },
    two_step_enabled: two_step_enabled_at !== null,
  };
}

const usersWithRole = (db: Db) =>
  db
    .selectFrom('users as u')
    .innerJoin('role_groups as r', 'r.id', 'u.role_group_id')
    .leftJoin('user_two_step as ts', 'ts.user_id', 'u.id');

async function findUser(db: Db, id: number): Promise<AdminUser> {
  const row = await usersWithRole(db).select(userColumns).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

async function roleGroup(db: Db, id: number) {
  const role = await db
    .selectFrom('role_groups')
    .select(['id', 'key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!role) throw new HttpError(422, validationFailedMessage, { role_group_id: unknownRoleMessage });
  return role;
}

async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw new HttpError(422, validationFailedMessage, { email: emailTakenMessage });
  }
}

const raceAsTaken = takenOnRace('email', emailTakenMessage);

/** Refuses a change that would leave no active administrator; runs inside the caller's transaction. */
async function assertAnotherAdminRemains(trx: Db, userId: number): Promise<void> {
  const admins = await lockedActiveAdminIds(trx);
  if (admins.includes(userId) && admins.length <= 1) throw new HttpError(409, lastAdminMessage);
}

/** Users of the back office (SPEC §7 GET /api/admin/users/{id}; the rest designed in the same style). */
// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export async function userRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoutes(app, [
    listRoute('/users', 'users', async (q) => {
      const filtered = usersWithRole(db).$if(q.search !== '', (qb) =>
        qb.where(searchCondition(db, ['u.name', 'u.email'], q.search)),
      );
      const page = await pageOfQuery(filtered, q, (query) =>
        query.select(userColumns).orderBy('u.name').orderBy('u.id'),
      );
      return { ...page, items: page.items.map(present) };
    }),
    recordRoute('/users/:id', 'users', (id) => findUser(db, id)),
    {
      method: 'POST',
      url: '/users',
      access: 'users',
      handler: async (request, reply) => {
        const input = await validateBody(userCreateSchema, bodyOf(request));
        assertAcceptablePassword(input.password, input);
        const role = await roleGroup(db, input.role_group_id);
        await assertEmailFree(db, input.email);
        const id = await createUser(db, { ...input, roleKey: role.key }).catch(raceAsTaken);
        securityEvent(request, 'user.created', { userId: id, role: role.key });
        reply.status(201);
        return { success: true, message: successMessages.created, data: await findUser(db, id) };
      },
    },
    {
      method: 'PUT',
      url: '/users/:id',
      access: 'users',
      handler: async (request) => {
        const id = idParam(request);
        const input = await validateBody(userUpdateSchema, bodyOf(request));
        const changes: Array<[SecurityEventName, Record<string, string | number>]> = [];
        await db
          .transaction()
          .execute(async (trx) => {
            const current = await trx
              .selectFrom('users')
              .select(['role_group_id', 'active'])
              .where('id', '=', id)
              .executeTakeFirst();
            if (!current) throw notFound();
            const role = await roleGroup(trx, input.role_group_id);
            if (role.key !== adminRoleKey || input.active === 0) await assertAnotherAdminRemains(trx, id);
            if (id === request.user!.id && input.active === 0)
              throw new HttpError(409, selfDeactivateMessage);
            await assertEmailFree(trx, input.email, id);
            await trx
              .updateTable('users')
              .set({
                name: input.name,
                email: input.email,
                role_group_id: role.id,
                active: input.active,
                updated_at: new Date().toISOString(),
              })
              .where('id', '=', id)
              .execute();
            if (current.role_group_id !== role.id) {
              changes.push(['user.role_changed', { userId: id, role: role.key }]);
            }
            if (current.active !== input.active) {
              changes.push([input.active ? 'user.reactivated' : 'user.deactivated', { userId: id }]);
            }
            // A new role or a deactivation takes effect at once: the user's sessions end.
            if (current.role_group_id !== role.id || (current.active === 1 && input.active === 0)) {
              await revokeUserTokens(trx, id);
            }
          })
          .catch(raceAsTaken);
        for (const [event, details] of changes) securityEvent(request, event, details);
        return { success: true, message: successMessages.updated, data: await findUser(db, id) };
      },
    },
    {
      method: 'PUT',
      url: '/users/:id/password',
      access: 'users',
      handler: async (request) => {
        const id = idParam(request);
        const input = await validateBody(userPasswordSchema, bodyOf(request));
        assertAcceptablePassword(input.password, await findUser(db, id));
        const passwordHash = await hashPassword(input.password);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
            .where('id', '=', id)
            .execute();
          // Every session of that user ends, except the one making the change when it is their own account.
          await trx
            .deleteFrom('auth_tokens')
            .where('user_id', '=', id)
            .$if(request.user!.id === id, (qb) =>
              qb.where('token_hash', '!=', hashToken(request.user!.token)),
            )
            .execute();
        });
        securityEvent(request, 'user.password_changed', { userId: id, ownAccount: request.user!.id === id });
        return { success: true, message: successMessages.updated, data: await findUser(db, id) };
      },
    },
    {
      method: 'DELETE',
      url: '/users/:id',
      access: 'users',
      handler: async (request) => {
        const id = idParam(request);
        if (id === request.user!.id) throw new HttpError(409, selfDeleteMessage);
        const user = await findUser(db, id);
        await db.transaction().execute(async (trx) => {
          await assertAnotherAdminRemains(trx, id);
          await revokeUserTokens(trx, id);
          await trx.deleteFrom('users').where('id', '=', id).execute();
        });
        securityEvent(request, 'user.deleted', { userId: id });
        return { success: true, message: successMessages.deleted, data: user };
      },
    },
  ]);
}
