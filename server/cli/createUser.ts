// `npm run user:create -- --email ayse@firma.com --name "Ayşe Yılmaz" [--role editor] [--password ...]`
// Adds a user to the configured database. Without --password a random one is generated and printed once.
import { parseArgs } from 'node:util';
import { ValidationError } from 'yup';
import { loginSchema } from '../../shared/schemas/login.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { passwordProblem, passwordProblemInEnglish } from '../services/passwordStrength.js';
import { createUser, ensureRoleGroups, randomPassword, roleGroups } from '../services/users.js';

const usage =
  'Usage: npm run user:create -- --email <e-mail> --name <name> [--role admin|editor] [--password <12-128 characters>]';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'editor' },
      password: { type: 'string' },
    },
  });
  if (!values.email || !values.name) throw new Error(usage);
  const roles = roleGroups.map((r) => r.key as string);
  if (!roles.includes(values.role!)) throw new Error(`--role must be one of: ${roles.join(', ')}`);
  const password = values.password ?? randomPassword();
  try {
    await loginSchema.pick(['email']).validate({ email: values.email }, { abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError) throw new Error(`Invalid input: ${error.errors.join('; ')}`);
    throw error;
  }
  // The rules of a password set in the back office (issue 27), said in English here.
  const problem = passwordProblem(password, { email: values.email, name: values.name });
  if (problem) throw new Error(`--password is not accepted: ${passwordProblemInEnglish(problem)}`);

  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    await ensureRoleGroups(db);
    const email = values.email.trim().toLowerCase();
    const exists = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (exists) throw new Error(`A user with the e-mail ${email} already exists`);
    await createUser(db, { name: values.name, email, password, roleKey: values.role! });
    console.log(`Created ${values.role} ${email}.`);
    if (!values.password) console.log(`Password: ${password}   (shown only this once)`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
