// `npm run db:seed`: fills an empty database with the demo content (the same seed the server runs on its
// first start). A database that already has content is left exactly as it is.
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { seedDemoContent } from '../db/seed/index.js';
import { uploadsDirOf } from '../plugins/frontend.js';
import { ensureRoleGroups } from '../services/users.js';

async function main() {
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    console.log(`Database: ${where}, migrations applied.`);
    await ensureRoleGroups(db);
    console.log('Role groups: admin and editor present.');
    const uploadsDir = uploadsDirOf(config);
    const seeded = await seedDemoContent(db, { uploadsDir });
    if (seeded) {
      const count = async (table: 'products' | 'categories' | 'instructors' | 'news') =>
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      console.log(
        `Demo content seeded: ${await count('categories')} categories, ${await count('products')} courses, ` +
          `${await count('instructors')} instructors, ${await count('news')} news items; images in ${uploadsDir}/demo.`,
      );
    } else {
      console.log('The database already has content: nothing was changed.');
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : error;
  console.error('Seeding failed:', message instanceof Error ? message.message : message);
  process.exit(1);
});
