import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { parseJson, parseTranslated, pickLang } from '../../db/json.js';
import { registerRoutes } from '../../http/routes.js';

export interface RoleGroupRecord {
  id: number;
  key: string;
  /** The label in Turkish, as the panel shows it. */
  name: string;
  names: Record<string, string>;
  permissions: string[];
}

export async function listRoleGroups(db: Db): Promise<RoleGroupRecord[]> {
  const rows = await db.selectFrom('role_groups').selectAll().orderBy('id').execute();
  return rows.map((row) => {
    const names = parseTranslated(row.name);
    return {
      id: row.id,
      key: row.key,
      name: pickLang(names, 'tr'),
      names,
      permissions: parseJson<string[]>(row.permissions, []),
    };
  });
}

/** SPEC §7 GET /api/admin/role/groups: the choices of the user form. */
export async function roleRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/role/groups',
      access: 'users',
      handler: async () => ({ success: true, data: await listRoleGroups(db) }),
    },
  ]);
}
