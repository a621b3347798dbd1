import fs from 'node:fs/promises';
import path from 'node:path';
import { cvDownloadOf } from '../services/cvDownload.js';
import { detectFileType } from '../services/fileTypes.js';
import { escapeHtml } from '../ssr/text.js';
import { cvDirOf } from '../services/cvDownload.js';
import { outsideDatabase } from './personalData.js';
import { type Found, type FoundGroup, type Row, summaryOf } from './personalDataSearch.js';
import type { Person } from './personMatch.js';
import type { ZipEntry } from './zipArchive.js';

/*
 * What a person receives when they ask what is held about them: data.json (every table of the registry with
 * the found rows whole, for a machine), ozet.html (the same in Turkish words, readable offline in any
 * browser: one file, no script, no outside address) and their CVs under cv/.
 */

const istanbulTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' });
};

const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

function groupHtml(group: FoundGroup): string {
  const { entry, rows } = group;
  const heading = `<h2>${escapeHtml(entry.label.tr)} <small>(${rows.length} kayıt)</small></h2>`;
  if (rows.length === 0) return `${heading}<p>Kayıt bulunamadı.</p>`;
  const columns = ['id', ...entry.personal.filter((c) => !(entry.files ?? []).includes(c))];
  const items = rows.map((row) => {
    const cells = columns
      .map((c) => `<tr><th>${escapeHtml(c)}</th><td>${escapeHtml(cellText(row[c]))}</td></tr>`)
      .join('');
    return `<section><h3>${escapeHtml(summaryOf(entry, row))}</h3><table>${cells}</table></section>`;
  });
  return heading + items.join('');
}

/** The readable summary page, in Turkish, every value escaped. */
export function summaryHtml(found: Found, person: Person, now: Date, cvCount: number): string {
  const searched = [person.email && `E-posta: ${person.email}`, person.phone && `Telefon: ${person.phone}`]
    .filter(Boolean)
    .join(' · ');
  const outside = outsideDatabase.map((item) => `<li>${escapeHtml(item.tr)}</li>`).join('');
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>Kişisel veri dökümü</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border:1px solid #ccc;padding:.3rem .5rem;
text-align:left;vertical-align:top}th{width:14rem;background:#f4f4f4;font-weight:600}td{white-space:pre-wrap;
word-break:break-word}h2{border-bottom:2px solid #333;margin-top:2rem}small{font-weight:normal;color:#555}</style>
</head><body>
<h1>Kişisel veri dökümü</h1>
<p>Aranan: ${escapeHtml(searched)}<br>Hazırlanma zamanı: ${escapeHtml(istanbulTime(now.toISOString()))}</p>
<p>Bu dosya, 6698 sayılı KVKK'nın 11. maddesi uyarınca yapılan başvuru üzerine, kayıtlarımızda sizinle ilgili
bulunan verileri gösterir. Aynı veriler data.json dosyasında, özgeçmiş dosyalarınız (${cvCount}) cv klasöründe yer alır.</p>
${found.groups.map(groupHtml).join('\n')}
<h2>Veritabanı dışındaki kayıtlar</h2><ul>${outside}</ul>
</body></html>
`;
}

/** The CV files of the found applications, read from the uploads' private folder (missing ones skipped). */
async function cvEntries(found: Found, uploadsRoot: string): Promise<ZipEntry[]> {
  const cvDir = cvDirOf(uploadsRoot);
  const entries: ZipEntry[] = [];
  for (const group of found.groups) {
    for (const column of group.entry.files ?? []) {
      for (const row of group.rows) {
        const stored = row[column];
        if (typeof stored !== 'string' || stored === '') continue;
        // Only the file name is trusted: a stored path never leads outside private/cv.
        const name = path.basename(stored);
        const data = await fs.readFile(path.join(cvDir, name)).catch(() => undefined);
        if (!data) continue;
        const download = cvDownloadOf(Number(row.id), String(row.name ?? ''), detectFileType(data));
        entries.push({ name: `cv/${download.fileName}`, data });
      }
    }
  }
  return entries;
}

/** data.json: the search, when, and every registry table with its rows whole. */
function dataJson(found: Found, person: Person, now: Date): string {
  return JSON.stringify(
    {
      searched: { email: person.email, phone: person.phone },
      generated_at: now.toISOString(),
      tables: found.groups.map((group) => ({
        table: group.entry.table,
        label: group.entry.label,
        count: group.rows.length,
        rows: group.rows satisfies Row[],
      })),
      outside_database: outsideDatabase,
    },
    null,
    2,
  );
}

/** The files of the export archive, and how many CVs it holds. */
export async function exportEntries(
  found: Found,
  person: Person,
  uploadsRoot: string,
  now = new Date(),
): Promise<{ entries: ZipEntry[]; files: number }> {
  const cvs = await cvEntries(found, uploadsRoot);
  return {
    entries: [
      { name: 'data.json', data: Buffer.from(dataJson(found, person, now), 'utf8') },
      { name: 'ozet.html', data: Buffer.from(summaryHtml(found, person, now, cvs.length), 'utf8') },
      ...cvs,
    ],
    files: cvs.length,
  };
}
