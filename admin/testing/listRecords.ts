import { createHash } from 'node:crypto';
import { adminCredentials } from '../../tests/helpers/testApp';
import { storePreRegistration } from './preRegistrationRecord';
import type { RealApi } from './realApi';

/*
 * Records for every paged list of the panel, stored in the real API's database (issue 33): `count` of each,
 * so a list of 20 or 25 a page has a second page to go to. For the application started with the demo
 * content (`realApiForFile({ seed: true })`): the pre-registrations are for its first course.
 */

const at = (index: number) => new Date(Date.UTC(2026, 10, 20, 9, index)).toISOString();
const json = (value: unknown) => JSON.stringify(value);
const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
/** The n-th record of an office-ordered list (courses, contracts): its place, its times, not in the trash. */
const ordered = (n: number) => ({ queue: 1000 + n, created_at: at(n), updated_at: at(n), deleted_at: null });

/**
 * `supportFiler`: the e-mail of the user who filed the support requests (a user without the settings
 * permission sees only the requests they filed).
 */
export async function storeListRecords(api: RealApi, count: number, supportFiler: string): Promise<void> {
  const { db } = api.testApp.app;
  const rows = numbered(count);
  const filer = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', supportFiler)
    .executeTakeFirstOrThrow();
  const editor = await db
    .selectFrom('role_groups')
    .select('id')
    .where('key', '=', 'editor')
    .executeTakeFirstOrThrow();

  await db
    .insertInto('news')
    .values(
      rows.map((n) => ({
        seo_name: `liste-haberi-${n}`,
        title: json({ tr: `Liste haberi ${n}` }),
        summary: json({ tr: '' }),
        content: json({ tr: '' }),
        image_path: null,
        published_at: at(n),
        active: 1,
        deleted_at: null,
      })),
    )
    .execute();
  await db
    .insertInto('products')
    .values(
      rows.map((n) => ({
        section: 'educations',
        category_id: null,
        brand_id: null,
        seo_name: `liste-egitimi-${n}`,
        title: json({ tr: `Liste eğitimi ${n}` }),
        summary: json({ tr: '' }),
        description: json({ tr: '' }),
        seo_title: json({ tr: '' }),
        seo_description: json({ tr: '' }),
        duration: null,
        price: null,
        is_popular: 0,
        is_published: 1,
        ...ordered(n),
      })),
    )
    .execute();
  await db
    .insertInto('contracts')
    .values(
      rows.map((n) => ({
        name: json({ tr: `Liste sözleşmesi ${n}` }),
        seo_name: `liste-sozlesmesi-${n}`,
        form_data: json({ tr: '<p>Metin</p>' }),
        ...ordered(n),
      })),
    )
    .execute();
  await db
    .insertInto('users')
    .values(
      rows.map((n) => ({
        name: `Liste Kullanıcısı ${n}`,
        email: `liste${n}@firma.com.tr`,
        // Never signed in with: no password reaches this hash.
        password_hash: 'x',
        role_group_id: editor.id,
        active: 1,
        created_at: at(n),
        updated_at: at(n),
      })),
    )
    .execute();
  await db
    .insertInto('audit_log')
    .values(
      rows.map((n) => ({
        created_at: at(n),
        user_id: null,
        user_name: 'Ayşe Yılmaz',
        user_email: 'ayse@firma.com.tr',
        action: 'update',
        resource: 'contracts',
        record_id: String(n),
        summary: `Liste sözleşmesi ${n}`,
        changes: json(['name']),
        before_json: null,
        after_json: null,
        ip: null,
      })),
    )
    .execute();
  const message = (n: number) => ({
    name: `Liste Kişisi ${n}`,
    email: `kisi${n}@firma.com.tr`,
    phone: '0532 000 00 00',
    message: 'Merhaba',
    check: 0,
    section: 'mail' as const,
    ip: null,
    consent_version: null,
    consent_at: null,
    created_at: at(n),
  });
  await db
    .insertInto('contact_messages')
    .values(rows.map((n) => ({ ...message(n), subject: `Konu ${n}` })))
    .execute();
  await db
    .insertInto('hr_applications')
    .values(
      rows.map((n) => ({
        ...message(n),
        position: 'Muhasebe',
        cv_path: `cv/liste-${n}.pdf`,
        cv_mime: 'application/pdf',
        cv_original_name: `ozgecmis-${n}.pdf`,
      })),
    )
    .execute();
  await db
    .insertInto('support_requests')
    .values(
      rows.map((n) => ({
        user_id: filer.id,
        subject: `Destek ${n}`,
        message: 'Merhaba',
        priority: 'normal' as const,
        status: 'open' as const,
        created_at: at(n),
        updated_at: at(n),
      })),
    )
    .execute();
  for (const n of rows) await storePreRegistration(api, `Liste Kişisi ${n}`, n);
}

/**
 * A user whose role group grants only `permissions` (a role group of its own, stored as the roles screen
 * would); answers the credentials to sign in with.
 */
export async function storeUserWith(
  api: RealApi,
  permissions: readonly string[],
): Promise<{ email: string; password: string }> {
  const { db } = api.testApp.app;
  const key = `yalnizca-${[...permissions].sort().join('-')}`;
  const exists = await db.selectFrom('role_groups').select('id').where('key', '=', key).executeTakeFirst();
  // The e-mail a sign-in takes is at most 50 characters: the key's digest, not the key.
  const email = `yetki-${createHash('sha256').update(key).digest('hex').slice(0, 12)}@test.local`;
  // The test administrator's password (its hash copied): hashing one here would take the server's code.
  const credentials = { email, password: adminCredentials.password };
  if (exists) return credentials;
  const group = await db
    .insertInto('role_groups')
    .values({ key, name: json({ tr: key }), permissions: json(permissions) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', adminCredentials.email)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      name: `Yalnızca ${permissions.join(', ')}`,
      email,
      password_hash: admin.password_hash,
      role_group_id: group.id,
      active: 1,
      created_at: at(0),
      updated_at: at(0),
    })
    .execute();
  return credentials;
}
