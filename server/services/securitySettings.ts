import type { SecuritySettings } from '../../shared/schemas/twoStep.js';
import type { Db } from '../db/database.js';
import { saveSingleRow } from './singleRow.js';

/*
 * The site owner's security choices (migration 0012, one row): for now whether administrators must use
 * two-step sign-in. Before anyone saves them, everything is off.
 */

export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  const row = await db
    .selectFrom('security_settings')
    .select('two_step_required_for_admins')
    .where('id', '=', 1)
    .executeTakeFirst();
  return { two_step_required_for_admins: row?.two_step_required_for_admins === 1 };
}

export async function saveSecuritySettings(db: Db, settings: SecuritySettings): Promise<void> {
  await saveSingleRow(db, 'security_settings', {
    two_step_required_for_admins: settings.two_step_required_for_admins ? 1 : 0,
  });
}
