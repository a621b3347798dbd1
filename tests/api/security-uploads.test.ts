import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jobApplicant, storedCvs } from '../helpers/formVisitors.js';
import { pdfCv, sampleFiles } from '../helpers/publicApi.js';
import { bearer, multipart } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/* The public writes (forms, login) and the one file they may carry, the CV, down to its download. */

const t = useTestApp({ seed: true });

let ip = 0;
const cv = (filename?: string) => ({ field: 'cv', ...pdfCv(filename) });
type Part = ReturnType<typeof cv>;

async function send(url: string, fields: Record<string, string>, files: Part[], csrf = true) {
  const body = multipart(fields, files);
  const headers = csrf ? (await t.csrf()).headers : {};
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
    remoteAddress: `10.80.0.${++ip}`,
  });
}
const applications = () => t.app.db.selectFrom('hr_applications').selectAll().orderBy('id').execute();

describe('public writes', () => {
  it('check the CSRF token before reading the body', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(403);
    const huge = { ...cv(), content: Buffer.concat([sampleFiles.pdf(), Buffer.alloc(6 * 1024 * 1024)]) };
    const upload = await send('/api/human-resources', jobApplicant, [huge], false);
    expect(upload.statusCode).toBe(403);
    expect(upload.json().message).toBe('Güvenlik doğrulaması başarısız. Sayfayı yenileyip tekrar deneyin.');
  });

  it('take no file, except the careers form its one CV', async () => {
    const contact = await send('/api/contact', { ...jobApplicant, subject: 'Konu' }, [cv()]);
    expect(contact.statusCode).toBe(413);
    expect(contact.json()).toEqual({ success: false, message: 'Çok fazla dosya gönderildi' });
    const login = await send('/api/auth/login', { email: 'a@b.co', password: 'abc-123' }, [cv()]);
    expect(login.statusCode).toBe(413);
    const twoCvs = await send('/api/human-resources', jobApplicant, [cv(), cv('ikinci.pdf')]);
    expect(twoCvs.statusCode).toBe(413);
    expect(storedCvs(t)).toEqual([]);
    expect(await applications()).toEqual([]);
    const one = await send('/api/human-resources', jobApplicant, [cv()]);
    expect(one.statusCode).toBe(200);
    expect(storedCvs(t)).toHaveLength(1);
  });
});

describe('CV download', () => {
  const download = async (id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/human-resources/${id}/cv`,
      headers: bearer(await t.editorToken()),
    });
  const latest = async () => (await applications()).at(-1)!;

  it('is named by the server after the application and the detected type, never after the name sent', async () => {
    const tricks = ['x.html', 'cv\u202Efdp.html', '../../evil.exe', 'özgeçmiş'];
    for (const filename of tricks) {
      expect((await send('/api/human-resources', jobApplicant, [cv(filename)])).statusCode, filename).toBe(
        200,
      );
      const { id } = await latest();
      const res = await download(id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // RFC 6266: an ASCII name for old clients, then the UTF-8 one with the applicant's Turkish letters.
      expect(res.headers['content-disposition'], filename).toBe(
        `attachment; filename="cv-${id}-cagri-ozturk.pdf"; filename*=UTF-8''${encodeURIComponent(`cv-${id}-Çağrı-Öztürk.pdf`)}`,
      );
    }
    // The name sent is kept only to show, without the invisible override that would reverse its reading.
    const names = (await applications()).slice(-tricks.length).map((row) => row.cv_original_name);
    expect(names).toEqual(['x.html', 'cvfdp.html', 'evil.exe', 'özgeçmiş']);
  });

  it('keeps header syntax in an applicant name out of the header', async () => {
    const { id } = await latest();
    await t.app.db
      .updateTable('hr_applications')
      .set({ name: `Özgeçmiş "Çağrı"; O'Brien (son) *\u202E\r\nX: y` })
      .where('id', '=', id)
      .execute();
    const header = String((await download(id)).headers['content-disposition']);
    const match =
      /^attachment; filename="([\x20-\x21\x23-\x5b\x5d-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+)$/.exec(
        header,
      );
    expect(match, header).not.toBeNull();
    expect(match![1]).toBe(`cv-${id}-ozgecmis-cagri-obrien-son-x-y.pdf`);
    expect(decodeURIComponent(match![2])).toBe(`cv-${id}-Özgeçmiş-Çağrı-O-Brien-son-X-y.pdf`);
  });

  it('hands out a stored file that is no PDF or DOCX as opaque bytes', async () => {
    const { id, cv_path } = await latest();
    fs.writeFileSync(`${t.config.dataDir}/${cv_path}`, sampleFiles.html());
    const res = await download(id);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="cv-${id}-[a-z-]+\\.bin"`),
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is reachable only through the admin route with a token, and only by a positive id', async () => {
    const [application] = await applications();
    const url = `/api/admin/human-resources/${application.id}/cv`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const token = bearer(await t.adminToken());
    for (const id of ['..%2F..%2Fprivate%2Fcv', '-1', '0', '1.0', `${application.id}%00`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/human-resources/${id}/cv`,
        headers: token,
      });
      expect([400, 404], id).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
    const file = application.cv_path.split('/').pop();
    for (const path of [
      `/uploads/../private/cv/${file}`,
      `/uploads/%2e%2e/private/cv/${file}`,
      `/private/cv/${file}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).not.toBe(200);
    }
  });
});
