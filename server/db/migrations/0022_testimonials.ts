import { createTableWithId, createIndexOn, type AnyDb } from './builders.js';

/*
 * Issue 32, the site sells: what participants say about the courses ("Katılımcılarımız Ne Diyor") and the
 * companies the office has trained ("Referanslarımız"), both kept in the back office.
 *
 * Two tables rather than one with a kind: a testimonial names a person (their words, their role, their
 * photo: personal data the KVKK requests must find and erase) and may belong to a course, while a client
 * reference is a company's name, logo and website, no one's personal data. One table would carry columns
 * half its rows leave empty and would put companies into the personal data registry's scans.
 *
 * Texts shown in the visitor's language (the person's role and company, the quote) are { tr, en } JSON like
 * every translated column. Both lists are drag-ordered (queue, highest first) and have a trash (deleted_at,
 * issue 28) like the other content lists. A course deleted for good leaves its testimonials without a course.
 */

export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'testimonials')
    .addColumn('person_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('person_title', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('image_path', 'varchar(250)')
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await createIndexOn(db, 'testimonials_product', 'testimonials', ['product_id']);
  await createIndexOn(db, 'testimonials_deleted_at', 'testimonials', ['deleted_at']);
  await createTableWithId(db, 'client_references')
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('logo_path', 'varchar(250)')
    .addColumn('url', 'varchar(500)')
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await createIndexOn(db, 'client_references_deleted_at', 'client_references', ['deleted_at']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('client_references').execute();
  await db.schema.dropTable('testimonials').execute();
}
