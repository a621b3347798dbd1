// `npm run db:seed:large [-- --courses 500 --sessions 2]`: adds a bigger company's catalogue (generated copies of
// the demo courses with sessions over the coming year) to a seeded database, to measure the site at that size.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { seedDemoContent } from '../db/seed/index.js';
import { seedLargeCatalogue } from '../db/seed/largeCatalogue.js';
import { uploadsDirOf } from '../plugins/frontend.js';
import { ensureRoleGroups } from '../services/users.js';

async function main() {
  const { values } = parseArgs({
    options: { courses: { type: 'string', default: '500' }, sessions: { type: 'string', default: '2' } },
  });
  const courses = Number(values.courses);
  const sessionsPerCourse = Number(values.sessions);
  if (!Number.isInteger(courses) || courses < 1 || courses > 100_000)
    throw new ConfigError('--courses must be a whole number from 1 to 100000');
  if (!Number.isInteger(sessionsPerCourse) || sessionsPerCourse < 0 || sessionsPerCourse > 50)
    throw new ConfigError('--sessions must be a whole number from 0 to 50');
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    await ensureRoleGroups(db);
    // On an empty database the demo content comes first: its courses are the copies' models.
    await seedDemoContent(db, { uploadsDir: uploadsDirOf(config) });
    const added = await seedLargeCatalogue(db, { courses, sessionsPerCourse });
    console.log(
      `Added ${added.courses} courses and ${added.sessions} sessions; restart a running server to see them.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
