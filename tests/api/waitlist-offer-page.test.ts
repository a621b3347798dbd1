import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../server/services/tokens.js';
import { addSession, firstPublishedCourse } from '../helpers/formVisitors.js';
import { postWithCsrf } from '../helpers/testApp.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/*
 * The page of a waiting-list offer's link (issue 29), as the server renders it: its address is the visitor's
 * key, so it is rendered for each request (its state changes when the seat is taken), sent no-store and
 * noindex, and never kept in the public cache; an unknown link is the 404 page.
 */

let renders = 0;
const t = useSiteTestApp({ onRender: () => renders++ });
let courseTitle: string;
/** Upper and lower case, as every link's token has: the address must keep its case. */
const token = `Ab${newToken()}`;

beforeAll(async () => {
  const course = await firstPublishedCourse(t);
  courseTitle = (JSON.parse(course.title) as { tr: string }).tr;
  const sessionId = await addSession(t, course.id, 1);
  const registered = await postWithCsrf(t, '/api/pre-registrations', {
    session_id: sessionId,
    name: 'Ayşe Yılmaz',
    email: 'ayse@firma.com.tr',
    phone: '0532 555 44 33',
    participants: 1,
    kvkk_consent: '1',
  });
  expect(registered.statusCode, registered.body).toBe(200);
  // The row as the waiting list leaves it once its seat is offered (services/waitlistOffers.ts).
  const now = Date.now();
  await t.app.db
    .updateTable('pre_registrations')
    .set({
      waitlist: 1,
      waitlist_position: 1,
      offer_token_hash: hashToken(token),
      offered_at: new Date(now).toISOString(),
      offer_expires_at: new Date(now + 48 * 3_600_000).toISOString(),
    })
    .where('session_id', '=', sessionId)
    .execute();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A page no browser, proxy or search engine keeps, and that names no canonical address. */
function expectPrivate(res: Awaited<ReturnType<typeof get>>) {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-robots-tag']).toBe('noindex');
  expect(res.headers.etag).toBeUndefined();
  expect(res.body).toContain('<meta name="robots" content="noindex">');
  expect(res.body).not.toContain('<link rel="canonical"');
}

describe('the offer page', () => {
  it('renders the open offer on the server in the address’s language, for each request', async () => {
    const before = renders;
    const tr = await get(`/bekleme-listesi/${token}`);
    expect(tr.statusCode).toBe(200);
    expectPrivate(tr);
    expect(tr.body).toContain('Size bir yer açıldı');
    expect(tr.body).toContain(courseTitle);
    expect(tr.body).toContain('Yerimi al');
    expect(tr.body).toMatch(/Bu yer sizin için .+ saatine kadar ayrıldı\./);

    const en = await get(`/en/bekleme-listesi/${token}`);
    expect(en.statusCode).toBe(200);
    expectPrivate(en);
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('A seat has opened for you');
    expect(en.body).toContain('Take my seat');

    await get(`/bekleme-listesi/${token}`);
    expect(renders - before).toBeGreaterThanOrEqual(3);
  });

  it('keeps the token’s case when it tidies the address', async () => {
    const slash = await get(`/bekleme-listesi/${token}/`);
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe(`/bekleme-listesi/${token}`);
    // Other addresses are still lower-cased.
    expect((await get('/Biz-Kimiz')).headers.location).toBe('/biz-kimiz');
  });

  it('shows the seat as theirs once taken: the page is never an old copy', async () => {
    expect((await get(`/bekleme-listesi/${token}`)).body).toContain('Yerimi al');
    const { headers } = await t.csrf();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist-offers/${token}/accept`,
      headers,
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const after = await get(`/bekleme-listesi/${token}`);
    expect(after.statusCode).toBe(200);
    expectPrivate(after);
    expect(after.body).toContain('Yeriniz ayrıldı');
    expect(after.body).not.toContain('Yerimi al');
  });

  it('answers an unknown link with the 404 page, kept nowhere either', async () => {
    const res = await get(`/bekleme-listesi/${newToken()}`);
    expect(res.statusCode).toBe(404);
    expectPrivate(res);
    expect(res.body).toContain('Aradığınız sayfa bulunamadı');
  });
});
