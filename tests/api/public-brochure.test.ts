import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem } from '../../shared/publicApi.js';
import { dataOf, visit } from '../helpers/publicApi.js';
import { useFakeDist, useTestApp } from '../helpers/useTestApp.js';
import { type AdminClient, adminClient } from './admin-helpers.js';

/*
 * Issue 32: a course's brochure, /kurs/:seo_name/brosur.pdf (and /en/…), a PDF drawn from the course page's
 * content. Read back from the file's own structures: the Info dictionary, the page tree, the fonts.
 */

const origin = 'https://akademi.example';
const dist = useFakeDist({
  files: { 'brand/logo.svg': fs.readFileSync(path.resolve('public/brand/logo.svg')) },
});
const t = useTestApp(() => ({ seed: true, env: { PUBLIC_URL: origin, DIST_DIR: dist.dir } }));
let admin: AdminClient;
beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A PDF literal string's text: escapes undone, UTF-16BE (with its byte-order mark) decoded. */
function pdfString(body: string, from: number): string {
  let bytes = '';
  for (let i = from, depth = 0; i < body.length; i++) {
    const char = body[i];
    if (char === '\\') {
      const next = body[++i];
      const octal = /^[0-7]{1,3}/.exec(body.slice(i, i + 3))?.[0];
      if (octal) {
        bytes += String.fromCharCode(parseInt(octal, 8));
        i += octal.length - 1;
      } else {
        bytes += ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[next] ?? next;
      }
    } else if (char === '(') {
      depth++;
      bytes += char;
    } else if (char === ')') {
      if (depth-- === 0) break;
      bytes += char;
    } else {
      bytes += char;
    }
  }
  const raw = Buffer.from(bytes, 'latin1');
  if (raw[0] === 0xfe && raw[1] === 0xff) return raw.subarray(2).swap16().toString('utf16le');
  return raw.toString('latin1');
}

/** What a PDF says about itself: its Info entries, /Lang, page count, fonts and embedded images. */
function readPdf(buffer: Buffer) {
  const body = buffer.toString('latin1');
  /** A dictionary entry's string, written in place or as a reference to an object holding it. */
  const info = (name: string) => {
    const direct = body.indexOf(`/${name} (`);
    if (direct !== -1) return pdfString(body, direct + name.length + 3);
    const ref = new RegExp(`/${name} (\\d+) 0 R`).exec(body);
    const object = ref ? body.indexOf(`\n${ref[1]} 0 obj\n(`) : -1;
    return object === -1 ? undefined : pdfString(body, body.indexOf('(', object) + 1);
  };
  const pages = /\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(body);
  return {
    body,
    title: info('Title'),
    author: info('Author'),
    lang: info('Lang'),
    pageCount: pages ? Number(pages[1]) : 0,
    fonts: [...body.matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1].slice(7)),
    embedsFontFiles: (body.match(/\/FontFile2 /g) ?? []).length,
    images: (body.match(/\/Subtype \/Image/g) ?? []).length,
  };
}

/** The text a page draws, from its (deflated) content streams: the glyph runs are hex in Identity-H. */
function contentStreams(buffer: Buffer): string {
  const body = buffer.toString('latin1');
  let text = '';
  for (const match of body.matchAll(/\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = body.indexOf('endstream', start);
    try {
      text += inflateSync(buffer.subarray(start, end)).toString('latin1');
    } catch {
      // a font file or an image: not drawing instructions
    }
  }
  return text;
}

async function firstCourse(lang?: string) {
  const courses = dataOf<CourseListItem[]>(await visit(t, '/api/pages/products', lang));
  // The demo course with the most sessions: its table is the longest.
  return [...courses].sort((a, b) => b.sessions.length - a.sessions.length)[0];
}

describe('GET /kurs/:seo_name/brosur.pdf', () => {
  it('is an A4 PDF named after the course, with its title, the company and the language in its metadata', async () => {
    const course = await firstCourse();
    const res = await get(`/kurs/${course.seo_name}/brosur.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${course.seo_name}-brosur.pdf"`);
    expect(res.headers.etag).toBeTruthy();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toMatch(/%%EOF\s*$/);

    const pdf = readPdf(res.rawPayload);
    const company = dataOf<{ companyName: string }>(await visit(t, '/api/pages/company-config')).companyName;
    expect(pdf.title).toBe(course.title);
    expect(pdf.author).toBe(company);
    expect(pdf.lang).toBe('tr-TR');
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    expect(pdf.body).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // Only DejaVu, embedded: the standard fonts have no ğ, ı, İ, ş.
    expect(new Set(pdf.fonts)).toEqual(new Set(['DejaVuSans', 'DejaVuSans-Bold']));
    expect(pdf.embedsFontFiles).toBe(2);
    expect(pdf.body).not.toContain('/Helvetica');
    // The logo (an SVG, rasterised) and the course page's address as a link (beside its QR code).
    expect(pdf.images).toBeGreaterThan(0);
    expect(pdf.body).toContain(`(${origin}/kurs/${course.seo_name})`);
    // Drawing instructions exist for each page, in two fonts.
    expect(contentStreams(res.rawPayload)).toMatch(/\/F\d+ [\d.]+ Tf/);
  });

  it('is in English at the English address, the course’s English title in its metadata', async () => {
    const course = await firstCourse('en');
    const res = await get(`/en/kurs/${course.seo_name}/brosur.pdf`, { cookie: '_lang=tr' });
    expect(res.statusCode).toBe(200);
    const pdf = readPdf(res.rawPayload);
    expect(pdf.title).toBe(course.title);
    expect(pdf.lang).toBe('en-GB');
    expect(pdf.body).toContain(`(${origin}/en/kurs/${course.seo_name})`);
    // The Turkish address is Turkish whatever the cookie says, as the pages are.
    const turkish = readPdf(
      (await get(`/kurs/${course.seo_name}/brosur.pdf`, { cookie: '_lang=en' })).rawPayload,
    );
    expect(turkish.lang).toBe('tr-TR');
  });

  it('runs to more pages for a course with a long description', async () => {
    const course = await firstCourse();
    const short = readPdf((await get(`/kurs/${course.seo_name}/brosur.pdf`)).rawPayload).pageCount;
    const detail = (await admin.get(`/products/${course.id}`)).json().data;
    const long = Array.from(
      { length: 30 },
      (_, i) => `<h3>Bölüm ${i + 1}</h3><p>${'Çalışma ışığında öğrenilen içerik. '.repeat(25)}</p>`,
    ).join('');
    const res = await admin.put(`/products/${course.id}`, {
      ...detail,
      description: { ...detail.description, tr: long },
    });
    expect(res.statusCode, res.body).toBe(200);
    const longer = readPdf((await get(`/kurs/${course.seo_name}/brosur.pdf`)).rawPayload).pageCount;
    expect(longer).toBeGreaterThan(short + 3);
    await admin.put(`/products/${course.id}`, detail);
  });

  it('answers from the cache until an admin write, then draws the change', async () => {
    const course = await firstCourse();
    const url = `/kurs/${course.seo_name}/brosur.pdf`;
    const first = await get(url);
    const again = await get(url);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    const detail = (await admin.get(`/products/${course.id}`)).json().data;
    const renamed = await admin.put(`/products/${course.id}`, {
      ...detail,
      title: { ...detail.title, tr: 'Broşür Testi: Çağrı Merkezi İletişimi' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await get(url);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(readPdf(after.rawPayload).title).toBe('Broşür Testi: Çağrı Merkezi İletişimi');
    await admin.put(`/products/${course.id}`, detail);
  });

  it('is 404 for an unknown, an unpublished and a trashed course, and for an unknown language prefix', async () => {
    expect((await get('/kurs/boyle-bir-egitim-yok/brosur.pdf')).statusCode).toBe(404);
    const courses = dataOf<CourseListItem[]>(await visit(t, '/api/pages/products'));
    expect((await get(`/xx/kurs/${courses[0].seo_name}/brosur.pdf`)).statusCode).toBe(404);

    const [draft, trashed] = courses.slice(-2);
    const detail = (await admin.get(`/products/${draft.id}`)).json().data;
    expect((await admin.put(`/products/${draft.id}`, { ...detail, is_published: 0 })).statusCode).toBe(200);
    expect((await get(`/kurs/${draft.seo_name}/brosur.pdf`)).statusCode).toBe(404);
    expect((await get(`/en/kurs/${draft.seo_name}/brosur.pdf`)).statusCode).toBe(404);

    expect((await admin.form(`/products/${trashed.id}`, { _method: 'DELETE' })).statusCode).toBe(200);
    expect((await get(`/kurs/${trashed.seo_name}/brosur.pdf`)).statusCode).toBe(404);
  });
});
