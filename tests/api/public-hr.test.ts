import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { kvkkNotice } from '../../server/services/kvkkSettings.js';
import { type CvUpload, pdfCv, sampleFiles } from '../helpers/publicApi.js';
import { addressSequence, storedCvs } from '../helpers/formVisitors.js';
import { engine, multipart, postWithCsrf } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp({ seed: true });

const nextIp = addressSequence(50);

const fields = {
  name: 'Mehmet Demir',
  email: 'mehmet.demir@example.com',
  phone: '+90 533 444 22 11',
  position: 'Eğitim Koordinatörü',
  message: 'Kurumsal eğitim operasyonlarında 6 yıllık deneyimim var; ekibinize katılmak isterim.',
};
/** The form as the site sends it: the fields and the ticked KVKK box. */
const form = { ...fields, kvkk_consent: '1' };

function apply(values: Record<string, string>, cv?: CvUpload, ip = nextIp()) {
  const body = multipart(values, cv ? [{ field: 'cv', ...cv }] : []);
  return postWithCsrf(t, '/api/human-resources', body.payload, { headers: body.headers, remoteAddress: ip });
}

const rows = () => t.app.db.selectFrom('hr_applications').selectAll().orderBy('id').execute();

describe('POST /api/human-resources validation', () => {
  it('answers every field message, the CV one included', async () => {
    const empty = await apply({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: 'Bu Alan Zorunlu',
      email: 'Bu Alan Zorunlu',
      phone: 'Bu Alan Zorunlu',
      position: 'Bu Alan Zorunlu',
      message: 'Bu Alan Zorunlu',
      cv: 'Lütfen Özgeçmişinizi (CV) Ekleyiniz',
      kvkk_consent: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız',
    });
    const long = await apply(
      {
        name: 'n'.repeat(51),
        email: 'mehmet@',
        phone: '5'.repeat(51),
        position: 'p'.repeat(101),
        message: 'm'.repeat(601),
        kvkk_consent: '1',
      },
      pdfCv(),
    );
    expect(long.json().errors).toEqual({
      name: 'Bu Alan 50 Karakteri Geçemez',
      email: 'Geçerli E-Mail Adresi Giriniz',
      phone: 'Bu Alan 50 Karakteri Geçemez',
      position: 'Bu Alan 100 Karakteri Geçemez',
      message: 'Bu Alan 600 Karakteri Geçemez',
    });
  });

  it('judges the CV by its content, not its name or claimed type', async () => {
    const impostors: [string, Buffer][] = [
      ['svg', sampleFiles.svg()],
      ['html', sampleFiles.html()],
      ['png', await sampleFiles.png()],
      ['xlsx', sampleFiles.xlsx()],
      ['empty', Buffer.alloc(0)],
    ];
    for (const [label, content] of impostors) {
      const res = await apply(form, { filename: 'cv.pdf', contentType: 'application/pdf', content });
      expect(res.statusCode, label).toBe(422);
      expect(res.json().errors, label).toEqual({ cv: 'Özgeçmiş PDF veya DOCX Dosyası Olmalıdır' });
    }
  });

  it('refuses a CV over 5 MB', async () => {
    const big = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await apply(form, { filename: 'cv.pdf', contentType: 'application/pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'Dosya çok büyük (en fazla 5 MB)' });
  });

  it('refuses an application without the KVKK consent with 422, keeping neither row nor CV', async () => {
    for (const consent of [undefined, '0', 'false']) {
      const values = consent === undefined ? fields : { ...fields, kvkk_consent: consent };
      const res = await apply(values, pdfCv());
      expect(res.statusCode, String(consent)).toBe(422);
      expect(res.json().errors).toEqual({
        kvkk_consent: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız',
      });
    }
  });

  it('stores nothing, neither row nor file, for any refused application', async () => {
    expect(await rows()).toEqual([]);
    expect(storedCvs(t)).toEqual([]);
  });
});

describe('POST /api/human-resources success', () => {
  it('stores one application and its PDF outside the public uploads', async () => {
    const res = await apply(form, pdfCv(), '10.60.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Mesajınız yetkililere iletildi. En kısa sürede size dönüş yapacağız.',
    });
    const [row] = await rows();
    expect(await rows()).toHaveLength(1);
    expect(row).toMatchObject({
      ...fields,
      cv_mime: 'application/pdf',
      cv_original_name: 'özgeçmiş.pdf',
      check: 0,
      section: 'mail',
      ip: '10.60.0.1',
    });
    expect(row.cv_path).toMatch(/^private\/cv\/[0-9a-f]{32}\.pdf$/);
    const stored = path.join(t.config.dataDir, row.cv_path);
    expect(fs.readFileSync(stored)).toEqual(sampleFiles.pdf());
    expect(stored.startsWith(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    expect(storedCvs(t)).toEqual([path.basename(row.cv_path)]);
    // The consent record: which KVKK notice (its version), when, and the address it came from (above).
    const notice = await kvkkNotice(t.app.db);
    expect(row.consent_version).toBe(`kvkk-aydinlatma-metni@${notice?.updated_at}`);
    expect(row.consent_at).toBe(row.created_at);
  });

  it('accepts a DOCX, whatever the browser called it', async () => {
    const res = await apply(form, {
      filename: 'C:\\Users\\mehmet\\CV Mehmet.docx',
      contentType: 'application/octet-stream',
      content: sampleFiles.docx(),
    });
    expect(res.statusCode).toBe(200);
    const last = (await rows()).at(-1)!;
    expect(last.cv_mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(last.cv_path).toMatch(/\.docx$/);
    expect(last.cv_original_name).toBe('CV Mehmet.docx');
  });

  it('never serves a CV publicly', async () => {
    const [row] = await rows();
    const name = path.basename(row.cv_path);
    for (const url of [
      `/uploads/${row.cv_path}`,
      `/uploads/../${row.cv_path}`,
      `/uploads/..%2f${row.cv_path.replace(/\//g, '%2f')}`,
      `/uploads/cv/${name}`,
      `/${row.cv_path}`,
      `/private/cv/${name}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      // 404, or 403 where the static file server spots an encoded traversal.
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body.includes('%PDF'), url).toBe(false);
    }
  });

  it('drops a bot that fills the hidden field, storing nothing', async () => {
    const before = (await rows()).length;
    const res = await apply({ ...form, website: 'x' }, pdfCv());
    expect(res.json().success).toBe(true);
    expect(await rows()).toHaveLength(before);
    expect(storedCvs(t)).toHaveLength(before);
  });

  it('removes the written CV when the database insert fails', async () => {
    const before = storedCvs(t);
    if (engine === 'postgres') {
      await sql`CREATE FUNCTION hr_fail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql`.execute(
        t.app.db,
      );
      await sql`CREATE TRIGGER hr_fail BEFORE INSERT ON hr_applications FOR EACH ROW EXECUTE FUNCTION hr_fail()`.execute(
        t.app.db,
      );
    } else {
      await sql`CREATE TRIGGER hr_fail BEFORE INSERT ON hr_applications BEGIN SELECT RAISE(ABORT, 'boom'); END`.execute(
        t.app.db,
      );
    }
    try {
      const res = await apply(form, pdfCv());
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Sunucu Hatası!' });
      expect(storedCvs(t)).toEqual(before);
    } finally {
      await sql`DROP TRIGGER hr_fail${sql.raw(engine === 'postgres' ? ' ON hr_applications' : '')}`.execute(
        t.app.db,
      );
      if (engine === 'postgres') await sql`DROP FUNCTION hr_fail()`.execute(t.app.db);
    }
  });
});

describe('POST /api/human-resources rate limit', () => {
  it('answers 429 from the 6th application in 10 minutes from one address', async () => {
    const ip = '10.70.0.1';
    for (let i = 0; i < 5; i++) expect((await apply({}, undefined, ip)).statusCode).toBe(422);
    const sixth = await apply(form, pdfCv(), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().success).toBe(false);
    expect((await apply(form, pdfCv(), '10.70.0.2')).statusCode).toBe(200);
  });
});
