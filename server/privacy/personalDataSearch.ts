import type { Kysely } from 'kysely';
import {
  type PersonalDataGroup,
  type PersonalDataSearchResult,
  personalDataItemLimit,
} from '../../shared/personalData.js';
import type { Database } from '../db/schema.js';
import { type PersonalDataTable, outsideDatabase, personalDataTables } from './personalData.js';
import {
  type Person,
  type SearchTerms,
  addName,
  mentions,
  sameEmail,
  samePhone,
  termsOf,
} from './personMatch.js';

/*
 * Finds everything the registry knows about one person. The person's own records ('contact' tables: their
 * messages, applications, pre-registrations, their back office account) are found first, by e-mail and
 * phone; the names and the user id those carry are then looked for in the tables that mention people (the
 * outbox, the audit log, support requests). Rows are read in batches and matched here rather than in SQL,
 * so that the phone's digits, the Turkish letters of a name and the e-mail's case are compared the same way
 * on SQLite and PostgreSQL. Run inside the erasure's transaction, it is also what the erasure erases.
 */

export type Row = Record<string, unknown>;

export interface FoundGroup {
  entry: PersonalDataTable;
  rows: Row[];
}

export interface Found {
  terms: SearchTerms;
  groups: FoundGroup[];
}

/** Rows read per query while scanning a table. */
const batchSize = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry names tables at run time
type AnyDb = Kysely<any>;

/** Every row of a table, in id order, a batch at a time. */
async function* rowsOf(db: AnyDb, table: string): AsyncGenerator<Row> {
  let last = 0;
  for (;;) {
    const batch = (await db
      .selectFrom(table)
      .selectAll()
      .where('id', '>', last)
      .orderBy('id')
      .limit(batchSize)
      .execute()) as Row[];
    yield* batch;
    if (batch.length < batchSize) return;
    last = Number(batch[batch.length - 1].id);
  }
}

function isOwnRecord(entry: PersonalDataTable, row: Row, terms: SearchTerms): boolean {
  if (entry.match.by !== 'contact') return false;
  return (
    entry.match.email.some((column) => sameEmail(row[column], terms)) ||
    entry.match.phone.some((column) => samePhone(row[column], terms))
  );
}

function isMention(entry: PersonalDataTable, row: Row, terms: SearchTerms): boolean {
  if (entry.match.by !== 'mentions') return false;
  const { userColumn, text } = entry.match;
  if (userColumn && terms.userIds.includes(Number(row[userColumn]))) return true;
  return text.some((column) => mentions(row[column], terms));
}

/** What the registry holds about the person, table by table in the registry's order. */
export async function findPersonalData(db: Kysely<Database>, person: Person): Promise<Found> {
  const any = db as unknown as AnyDb;
  const terms = termsOf(person);
  const found = new Map<PersonalDataTable, Row[]>();
  for (const entry of personalDataTables.filter((e) => e.match.by === 'contact')) {
    const rows: Row[] = [];
    for await (const row of rowsOf(any, entry.table)) {
      if (!isOwnRecord(entry, row, terms)) continue;
      rows.push(row);
      addName(terms, row.name);
      if (entry.table === 'users') terms.userIds.push(Number(row.id));
    }
    found.set(entry, rows);
  }
  for (const entry of personalDataTables.filter((e) => e.match.by === 'mentions')) {
    const rows: Row[] = [];
    for await (const row of rowsOf(any, entry.table)) {
      if (isMention(entry, row, terms)) rows.push(row);
    }
    found.set(entry, rows);
  }
  return { terms, groups: personalDataTables.map((entry) => ({ entry, rows: found.get(entry) ?? [] })) };
}

/** The uploaded files a found row names (a CV), relative to the uploads root. */
export function filesOf(group: FoundGroup): string[] {
  const columns = group.entry.files ?? [];
  return group.rows.flatMap((row) =>
    columns.map((column) => row[column]).filter((v): v is string => typeof v === 'string' && v !== ''),
  );
}

/** The public images a found row names (a testimonial's photo), as URL paths under /uploads. */
export function imagesOf(group: FoundGroup): string[] {
  const columns = group.entry.images ?? [];
  return group.rows.flatMap((row) =>
    columns.map((column) => row[column]).filter((v): v is string => typeof v === 'string' && v !== ''),
  );
}

const istanbulDate = (iso: unknown): string => {
  const date = new Date(String(iso));
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('tr-TR', {
        timeZone: 'Europe/Istanbul',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      });
};

/** "Ayşe Yılmaz · Teklif · İletişim formu · 24.11.2026": the row's own words, the table, the day. */
export function summaryOf(entry: PersonalDataTable, row: Row): string {
  const own = entry.summary
    .map((column) => row[column])
    .filter(
      (value): value is string | number =>
        (typeof value === 'string' && value.trim() !== '') || typeof value === 'number',
    )
    .map((value) => String(value).trim().slice(0, 80));
  return [...own, entry.label.tr, istanbulDate(row[entry.dateColumn])].filter(Boolean).join(' · ');
}

/** The personal columns of a row as the screen shows them: never a file's storage path. */
function fieldsOf(entry: PersonalDataTable, row: Row): Row {
  const hidden = new Set(entry.files ?? []);
  return Object.fromEntries(entry.personal.filter((c) => !hidden.has(c)).map((c) => [c, row[c] ?? null]));
}

export function searchResultOf(found: Found): PersonalDataSearchResult {
  const groups: PersonalDataGroup[] = found.groups.map((group) => ({
    table: group.entry.table,
    label: group.entry.label,
    count: group.rows.length,
    items: group.rows.slice(0, personalDataItemLimit).map((row) => ({
      id: Number(row.id),
      summary: summaryOf(group.entry, row),
      created_at: String(row[group.entry.dateColumn] ?? ''),
      fields: fieldsOf(group.entry, row),
    })),
  }));
  return {
    groups,
    files: found.groups.reduce((sum, group) => sum + filesOf(group).length, 0),
    outsideDatabase: [...outsideDatabase],
  };
}
