import { describe, expect, it } from 'vitest';
import { type CvUpload, pdfCv, sampleFiles } from '../helpers/publicApi.js';
import { addressSequence, storedCvs } from '../helpers/formVisitors.js';
import { multipart } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 32: the careers form posted by a browser without JavaScript (POST /forms/human-resources, multipart
 * with the CV): the same checks, storage and messages as /api/human-resources. The refusal here is the plain
 * page this server answers when it does not render the site; tests/api/scriptless-refused-page.test.ts
 * covers the real page rendered again.
 */

const t = useTestApp({ seed: true });

const nextIp = addressSequence(33);

const application = {
  name: 'Çağrı Işıkoğlu',
  email: 'cagri.nojs@example.com',
  phone: '+90 533 444 22 11',
  position: 'Eğitim Koordinatörü',
  message: 'Kurumsal eğitim operasyonlarında 6 yıllık deneyimim var.',
  kvkk_consent: '1',
  return_to: '/kariyer',
};

type Cv = CvUpload | null;

/** The careers form as a browser without JavaScript posts it: multipart, with its Sec-Fetch-Site. */
function apply(fields: Record<string, string>, cv: Cv = pdfCv(), headers: Record<string, string> = {}) {
  const body = multipart(fields, cv ? [{ field: 'cv', ...cv }] : []);
  return t.app.inject({
    method: 'POST',
    url: '/forms/human-resources',
    headers: { host: 'localhost', 'sec-fetch-site': 'same-origin', ...body.headers, ...headers },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
}

const applicationsOf = (email: string) =>
  t.app.db.selectFrom('hr_applications').selectAll().where('email', '=', email).execute();

describe('POST /forms/human-resources without JavaScript', () => {
  it('stores the application with its CV and consent, and sends the visitor back with 303', async () => {
    const before = storedCvs(t).length;
    const res = await apply({ ...application, email: 'nojs-hr1@example.com' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/kariyer?gonderildi=1#basvuru-formu');
    expect(res.headers['cache-control']).toBe('no-store');
    const [stored] = await applicationsOf('nojs-hr1@example.com');
    expect(stored).toMatchObject({
      name: 'Çağrı Işıkoğlu',
      position: 'Eğitim Koordinatörü',
      cv_mime: 'application/pdf',
      cv_original_name: 'özgeçmiş.pdf',
    });
    expect(stored.consent_at).toBeTruthy();
    expect(storedCvs(t)).toHaveLength(before + 1);
  });

  it('comes back to the English careers page in English', async () => {
    const res = await apply({ ...application, email: 'nojs-hr2@example.com', return_to: '/en/kariyer' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en/kariyer?gonderildi=1#basvuru-formu');
  });

  it('takes a DOCX too', async () => {
    const docx = {
      filename: 'cv.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content: sampleFiles.docx(),
    };
    const res = await apply({ ...application, email: 'nojs-hr3@example.com' }, docx);
    expect(res.statusCode).toBe(303);
    expect((await applicationsOf('nojs-hr3@example.com'))[0].cv_mime).toBe(docx.contentType);
  });

  it('re-shows the form with each message and what was typed, a file field to choose again, and stores nothing', async () => {
    const before = storedCvs(t).length;
    const res = await apply({ ...application, email: 'olmaz', name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Geçerli E-Mail Adresi Giriniz');
    expect(res.body).toContain('Bu Alan Zorunlu');
    expect(res.body).toContain('value="olmaz"');
    expect(res.body).toContain('value="Eğitim Koordinatörü"');
    expect(res.body).toContain('Kurumsal eğitim operasyonlarında 6 yıllık deneyimim var.</textarea>');
    expect(res.body).toContain('enctype="multipart/form-data"');
    expect(res.body).toMatch(/<input id="cv" type="file" name="cv"/);
    expect(res.body).toMatch(/name="kvkk_consent" value="true" checked/);
    expect(storedCvs(t)).toHaveLength(before);
  });

  it('refuses an application without a CV', async () => {
    const res = await apply({ ...application, email: 'nojs-hr4@example.com' }, null);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Lütfen Özgeçmişinizi (CV) Ekleyiniz');
    expect(res.body).toContain('aria-describedby="cv-error"');
    expect(await applicationsOf('nojs-hr4@example.com')).toHaveLength(0);
  });

  it('refuses a file that is no PDF or DOCX by its content, whatever its name claims', async () => {
    const before = storedCvs(t).length;
    const html = { filename: 'cv.pdf', contentType: 'application/pdf', content: sampleFiles.html() };
    const res = await apply({ ...application, email: 'nojs-hr5@example.com' }, html);
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatch(/id="cv-error">[^<]*PDF/);
    expect(await applicationsOf('nojs-hr5@example.com')).toHaveLength(0);
    expect(storedCvs(t)).toHaveLength(before);
  });

  it('requires the KVKK consent', async () => {
    const { kvkk_consent: _left, ...withoutConsent } = application;
    const res = await apply({ ...withoutConsent, email: 'nojs-hr6@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız');
    expect(res.body).not.toMatch(/name="kvkk_consent" value="true" checked/);
    expect(await applicationsOf('nojs-hr6@example.com')).toHaveLength(0);
  });

  it('refuses a post from another site', async () => {
    const res = await apply({ ...application, email: 'nojs-hr7@example.com' }, pdfCv(), {
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(await applicationsOf('nojs-hr7@example.com')).toHaveLength(0);
  });

  it('shows the form again with the size message for a CV over 5 MB, back to the page it came from', async () => {
    const before = storedCvs(t).length;
    const big = {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      content: Buffer.alloc(5 * 1024 * 1024 + 1),
    };
    const res = await apply({ ...application, email: 'nojs-hr9@example.com' }, big, {
      referer: 'http://localhost/en/kariyer',
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/<html lang="en"/);
    expect(res.body).toMatch(/id="cv-error">The résumé cannot be larger than 5 MB</);
    expect(res.body).toContain('name="return_to" value="/en/kariyer"');
    expect(await applicationsOf('nojs-hr9@example.com')).toHaveLength(0);
    expect(storedCvs(t)).toHaveLength(before);
  });

  it('takes one file, no more', async () => {
    const body = multipart({ ...application, email: 'nojs-hr8@example.com' }, [
      { field: 'cv', ...pdfCv() },
      { field: 'cv2', ...pdfCv() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/forms/human-resources',
      headers: { host: 'localhost', 'sec-fetch-site': 'same-origin', ...body.headers },
      payload: body.payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(await applicationsOf('nojs-hr8@example.com')).toHaveLength(0);
  });
});
