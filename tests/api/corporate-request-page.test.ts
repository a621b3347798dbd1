import { describe, expect, it } from 'vitest';
import { attr, siteOrigin as origin } from '../helpers/siteApp.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/** The "Kurumsal Eğitim Talebi" page (issue 32) as the server renders it, and the ways to reach it. */
const t = useSiteTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titleOf = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
/** The visible body: the HTML inside the root element, without tags. */
const bodyText = (html: string) =>
  (attr(html, /<div id="root">([\s\S]*?)<\/div>\s*<script/) ?? '').replace(/<[^>]+>/g, ' ');

describe('corporate training request page', () => {
  it('is rendered whole in Turkish, with its seeded title and the form', async () => {
    const res = await get('/kurumsal-egitim-talebi');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Kurumsal Eğitim Talebi | Akademi Eğitim ve Danışmanlık');
    const text = bodyText(res.body);
    expect(text).toContain('Talep Formu');
    expect(text).toContain('Kurum / Firma Adı');
    expect(text).toContain('Eğitim online da olabilir');
    expect(res.body).toMatch(/<input[^>]*name="participants"/);
    expect(res.body).toMatch(/<input[^>]*name="kvkk_consent"/);
  });

  it('is rendered in English under /en', async () => {
    const res = await get('/en/kurumsal-egitim-talebi');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(titleOf(res.body)).toBe('Corporate Training Request | Akademi Training and Consulting');
    const text = bodyText(res.body);
    expect(text).toContain('Company / Organisation');
    expect(text).toContain('The training may also be online');
  });

  it('is in the sitemap in both languages', async () => {
    const locs = [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${origin}/kurumsal-egitim-talebi`);
    expect(locs).toContain(`${origin}/en/kurumsal-egitim-talebi`);
  });

  it('is linked from the footer of every page and from the course page’s aside', async () => {
    const home = await get('/');
    expect(home.body).toMatch(/<a[^>]*href="\/kurumsal-egitim-talebi"[^>]*>Kurumsal Eğitim Talebi<\/a>/);
    const course = await get('/en/kurs/python-ile-veri-analizi');
    expect(course.body).toMatch(
      /Looking for a training for your organisation\?\s*(<!-- -->)?\s*<a[^>]*href="\/en\/kurumsal-egitim-talebi"[^>]*>Send a corporate training request<\/a>/,
    );
  });
});
