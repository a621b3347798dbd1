import type { CreateTableBuilder } from 'kysely';
import { createIndexOn, createTableWithId, type AnyDb } from './builders.js';

/*
 * The whole data model of SPEC §3, written once with Kysely's schema builder so the same migration runs on
 * SQLite and PostgreSQL. Only the auto-increment id differs between the two engines.
 */

// eslint-disable-next-line max-lines-per-function -- a migration is history: its DDL stays as it ran
export async function up(db: AnyDb): Promise<void> {
  const table = (name: string) => createTableWithId(db, name);
  const json = (t: CreateTableBuilder<string>, name: string) =>
    t.addColumn(name, 'text', (c) => c.notNull().defaultTo('{}'));

  await table('role_groups')
    .addColumn('key', 'varchar(50)', (c) => c.notNull().unique())
    .$call((t) => json(t, 'name'))
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await table('users')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_group_id', 'integer', (c) => c.notNull().references('role_groups.id'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await table('auth_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndexOn(db, 'auth_tokens_user_id', 'auth_tokens', ['user_id']);

  await table('languages')
    .addColumn('abbr', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('lang', 'varchar(50)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .$call((t) => json(t, 'page_lang'))
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('page_meta')
    .addColumn('route_name', 'varchar(100)', (c) => c.notNull().unique())
    .$call((t) => json(t, 'title'))
    .$call((t) => json(t, 'description'))
    .execute();

  await table('contents')
    .addColumn('page', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .$call((t) => json(t, 'data'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('contents_page_name', ['page', 'name'])
    .execute();

  await table('categories')
    .addColumn('section', 'varchar(50)', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('seo_name', 'varchar(200)', (c) => c.notNull().unique())
    .$call((t) => json(t, 'name'))
    .$call((t) => json(t, 'seo_title'))
    .$call((t) => json(t, 'seo_description'))
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await createIndexOn(db, 'categories_section_parent', 'categories', ['section', 'parent_id']);

  await table('instructors')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('seo_name', 'varchar(200)', (c) => c.notNull().unique())
    .$call((t) => json(t, 'title'))
    .$call((t) => json(t, 'biography'))
    .addColumn('photo_path', 'text')
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await table('brands')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('seo_name', 'varchar(200)', (c) => c.notNull().unique())
    .$call((t) => json(t, 'description'))
    .addColumn('logo_path', 'text')
    .addColumn('website', 'text')
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await table('products')
    .addColumn('section', 'varchar(50)', (c) => c.notNull().defaultTo('educations'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
    .addColumn('seo_name', 'varchar(200)', (c) => c.notNull().unique())
    .$call((t) => json(t, 'title'))
    .$call((t) => json(t, 'summary'))
    .$call((t) => json(t, 'description'))
    .$call((t) => json(t, 'seo_title'))
    .$call((t) => json(t, 'seo_description'))
    .addColumn('duration', 'varchar(100)')
    .addColumn('price', 'varchar(50)')
    .addColumn('is_popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await createIndexOn(db, 'products_category', 'products', ['category_id']);

  await table('product_sessions')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('place', 'varchar(200)')
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seats', 'integer')
    .execute();
  await createIndexOn(db, 'product_sessions_starts', 'product_sessions', ['starts_at']);
  await createIndexOn(db, 'product_sessions_product', 'product_sessions', ['product_id']);

  await db.schema
    .createTable('product_instructors')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('instructor_id', 'integer', (c) =>
      c.notNull().references('instructors.id').onDelete('cascade'),
    )
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_instructors_pk', ['product_id', 'instructor_id'])
    .execute();

  await table('files')
    .addColumn('owner_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('gallery_type', 'varchar(50)', (c) => c.notNull().defaultTo('gallery'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .$call((t) => json(t, 'title'))
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndexOn(db, 'files_owner', 'files', ['owner_type', 'owner_id', 'gallery_type']);

  await table('news')
    .addColumn('seo_name', 'varchar(200)', (c) => c.notNull().unique())
    .$call((t) => json(t, 'title'))
    .$call((t) => json(t, 'summary'))
    .$call((t) => json(t, 'content'))
    .addColumn('image_path', 'text')
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await table('contracts')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('seo_name', 'varchar(200)', (c) => c.notNull().unique())
    .$call((t) => json(t, 'form_data'))
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  for (const inbox of ['contact_messages', 'hr_applications'] as const) {
    await table(inbox)
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(200)', (c) => c.notNull())
      .addColumn('phone', 'varchar(50)', (c) => c.notNull())
      .$call((t) =>
        inbox === 'contact_messages'
          ? t.addColumn('subject', 'varchar(250)', (c) => c.notNull())
          : t
              .addColumn('position', 'varchar(200)', (c) => c.notNull())
              .addColumn('cv_path', 'text', (c) => c.notNull())
              .addColumn('cv_mime', 'varchar(100)', (c) => c.notNull())
              .addColumn('cv_original_name', 'varchar(255)', (c) => c.notNull()),
      )
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('check', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('section', 'varchar(10)', (c) => c.notNull().defaultTo('mail'))
      .addColumn('ip', 'varchar(64)')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndexOn(db, `${inbox}_section_check`, inbox, ['section', 'check']);
  }

  await table('contact_information')
    .addColumn('section', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('lang', 'varchar(10)', (c) => c.notNull())
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('social_media')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('uri', 'text', (c) => c.notNull())
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('google_script', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('yandex_script', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fb_pixel_script', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('company_config')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('main_logo_path', 'text', (c) => c.notNull())
    .addColumn('fav_ico_logo_path', 'text', (c) => c.notNull())
    .addColumn('second_logo_path', 'text', (c) => c.notNull())
    .addColumn('main_color', 'varchar(20)', (c) => c.notNull())
    .addColumn('second_color', 'varchar(20)', (c) => c.notNull())
    .addColumn('project_company_name', 'varchar(200)', (c) => c.notNull())
    .$call((t) => json(t, 'company_name'))
    .addColumn('project_company_url', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await table('support_requests')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subject', 'varchar(250)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('priority', 'varchar(10)', (c) => c.notNull().defaultTo('normal'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'support_requests',
    'company_config',
    'site_settings',
    'social_media',
    'contact_information',
    'hr_applications',
    'contact_messages',
    'contracts',
    'news',
    'files',
    'product_instructors',
    'product_sessions',
    'products',
    'brands',
    'instructors',
    'categories',
    'contents',
    'page_meta',
    'languages',
    'auth_tokens',
    'users',
    'role_groups',
  ];
  for (const name of tables) await db.schema.dropTable(name).ifExists().execute();
}
