import { describe, expect, it } from 'vitest';
import { scriptHash } from '../../server/ssr/scriptHashes.js';
import type { PageState } from '../../shared/pageState.js';
import { sampleFiles } from '../helpers/publicApi.js';
import { addressSequence } from '../helpers/formVisitors.js';
import { multipart } from '../helpers/testApp.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 32: a plain form post the server refuses answers the form's own page, rendered again with each
 * field's message in place and what was typed in the fields (plugins/frontend.ts serveRefusedForm), not a
 * page of its own.
 */

const t = useSiteTestApp();

const nextIp = addressSequence(34);
const sameOrigin = { host: 'localhost', 'sec-fetch-site': 'same-origin' };

const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp(),
  });

const pageStateOf = (html: string) =>
  JSON.parse(
    /<script id="page-state" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
  ) as PageState;

/** The start tag of the field named `name`. */
const fieldTag = (html: string, name: string) =>
  new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('a refused post without JavaScript shows the form’s own page again', () => {
  it('the contact page, with each message under its field and what was typed', async () => {
    const res = await post('/forms/contact', {
      name: 'Kaan Öğüt',
      email: 'olmaz',
      phone: '0532 555 44 33',
      subject: 'Eğitim teklifi',
      message: 'Şirketimiz için bilgi istiyoruz.',
      return_to: '/iletisim',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = res.body;
    // The real page: the site's shell, the contact page's heading and its form with the anchor.
    expect(html).toMatch(/<h1[^>]*>[^<]*İletişim/);
    expect(html).toContain('id="iletisim-formu"');
    expect(fieldTag(html, 'name')).toContain('value="Kaan Öğüt"');
    expect(fieldTag(html, 'email')).toContain('value="olmaz"');
    expect(fieldTag(html, 'email')).toContain('aria-invalid="true"');
    // The first refused field takes the focus, so a browser without JavaScript scrolls to it.
    expect(fieldTag(html, 'email')).toContain('autofocus');
    expect(fieldTag(html, 'name')).not.toContain('autofocus');
    expect(html).toContain('Geçerli E-Mail Adresi Giriniz');
    expect(html).toContain('Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız');
    expect(html).toContain('Şirketimiz için bilgi istiyoruz.</textarea>');
    // The state the browser's code hydrates with holds the same refusal.
    expect(pageStateOf(html).refusedForm).toMatchObject({
      form: 'contact',
      values: { name: 'Kaan Öğüt', email: 'olmaz', kvkk_consent: false },
      errors: { email: 'Geçerli E-Mail Adresi Giriniz' },
    });
    // The address goes back to the page's own before the site's code starts, by a script the policy admits.
    const backToPage = `history.replaceState(null,'',"/iletisim#iletisim-formu")`;
    expect(html).toContain(`<script>${backToPage}</script>`);
    expect(String(res.headers['content-security-policy'])).toContain(scriptHash(backToPage));
  });

  it('the English careers page, in English, with the CV’s message and without the file', async () => {
    const body = multipart(
      {
        name: 'Jane Doe',
        email: 'jane@example.com',
        phone: '+44 20 7946 0958',
        position: 'Trainer',
        message: 'I would like to join.',
        return_to: '/en/kariyer',
      },
      [{ field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: sampleFiles.html() }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/forms/human-resources',
      headers: { ...sameOrigin, ...body.headers },
      payload: body.payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    const html = res.body;
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('id="basvuru-formu"');
    // React writes the attribute as encType; HTML attribute names are case-insensitive.
    expect(/<form[^>]*id="basvuru-formu"[^>]*>/.exec(html)?.[0]).toMatch(/enctype="multipart\/form-data"/i);
    expect(fieldTag(html, 'position')).toContain('value="Trainer"');
    expect(fieldTag(html, 'cv')).toContain('aria-invalid="true"');
    expect(fieldTag(html, 'cv')).not.toContain('value=');
    const state = pageStateOf(html);
    expect(state.lang).toBe('en');
    expect(Object.keys(state.refusedForm?.errors ?? {}).sort()).toEqual(['cv', 'kvkk_consent']);
    // Only the CV and the consent were refused: no text field to focus, so the button is.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*autofocus/);
    expect(html).toContain(`history.replaceState(null,'',"/en/kariyer#basvuru-formu")`);
  });

  it('the careers page with the size message when the CV is over 5 MB', async () => {
    const body = multipart({ name: 'Ayşe', return_to: '/kariyer' }, [
      {
        field: 'cv',
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        content: Buffer.alloc(5 * 1024 * 1024 + 1),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/forms/human-resources',
      headers: { ...sameOrigin, ...body.headers, referer: 'http://localhost/kariyer' },
      payload: body.payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain('id="basvuru-formu"');
    expect(res.body).toContain('Özgeçmiş En Fazla 5 MB Olabilir');
    expect(res.body).toContain(`history.replaceState(null,'',"/kariyer#basvuru-formu")`);
  });

  it('a course page’s pre-registration, with the session’s form open again', async () => {
    const session = await t.app.db
      .selectFrom('product_sessions')
      .innerJoin('products', 'products.id', 'product_sessions.product_id')
      .select(['product_sessions.id as id', 'products.seo_name as seo_name'])
      .where('products.is_published', '=', 1)
      .where('product_sessions.starts_at', '>', new Date().toISOString())
      .orderBy('product_sessions.id')
      .executeTakeFirstOrThrow();
    const res = await post('/forms/pre-registration', {
      session_id: String(session.id),
      name: 'Mehmet Öztürk',
      email: 'mehmet@example.com',
      phone: '0532 555 44 33',
      company: 'Örnek Çelik A.Ş.',
      participants: '0',
      kvkk_consent: 'true',
      return_to: `/kurs/${session.seo_name}`,
    });
    expect(res.statusCode).toBe(422);
    const html = res.body;
    expect(html).toContain('id="on-kayit"');
    expect(fieldTag(html, 'company')).toContain('value="Örnek Çelik A.Ş."');
    expect(fieldTag(html, 'participants')).toContain('aria-invalid="true"');
    expect(fieldTag(html, 'participants')).toContain('autofocus');
    expect(fieldTag(html, 'kvkk_consent')).toMatch(/checked/);
    expect(html).toContain(
      `history.replaceState(null,'',"/kurs/${session.seo_name}?oturum=${session.id}#on-kayit")`,
    );
  });
});
