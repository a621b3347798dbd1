import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsDetail } from '../../shared/publicApi';
import { PageContext } from '../ssr/PageContext';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { NewsPage } from './NewsPage';

afterEach(() => vi.unstubAllGlobals());

const news: NewsDetail = {
  id: 4,
  seo_name: 'yeni-egitim-merkezimiz-acildi',
  title: 'Yeni Eğitim Merkezimiz Açıldı',
  summary: 'Ankara şubemiz kapılarını açtı.',
  image: '/uploads/demo/news-1.webp',
  image_alt: null,
  published_at: '2030-01-10T09:00:00.000Z',
  content: '<p>Haberin metni.</p>',
};

function renderNews(lang = 'tr', item: NewsDetail = news) {
  mockFetch((path) => {
    if (path === `/api/pages/news/${news.seo_name}`) return json({ success: true, data: item });
    return json({ success: true, data: [] });
  });
  const prefix = lang === 'tr' ? '' : `/${lang}`;
  return renderSite(
    <PageContext.Provider value={{ serverRendered: false, origin: 'https://akademi.example' }}>
      <Routes>
        <Route path={`${prefix}/haber/:seo_name`} element={<NewsPage />} />
      </Routes>
    </PageContext.Provider>,
    { path: `${prefix}/haber/${news.seo_name}`, lang },
  );
}

describe('the news page’s share buttons', () => {
  it('share the news item’s own address, title and picture', async () => {
    renderNews();
    const share = await screen.findByRole('region', { name: 'Paylaş' });
    const facebook = within(share).getByRole('link', { name: 'Facebook' });
    const shared = new URL(facebook.getAttribute('href')!).searchParams.get('u');
    expect(shared).toBe('https://akademi.example/haber/yeni-egitim-merkezimiz-acildi');
    await userEvent.click(within(share).getByRole('button', { name: 'Daha fazla seçenek' }));
    const pinterest = new URL(within(share).getByRole('link', { name: 'Pinterest' }).getAttribute('href')!);
    expect(pinterest.searchParams.get('media')).toBe('https://akademi.example/uploads/demo/news-1.webp');
    const email = within(share).getByRole('link', { name: /e-?mail|e-posta/i });
    expect(decodeURIComponent(email.getAttribute('href')!)).toContain('Yeni Eğitim Merkezimiz Açıldı');
    // Below the item's text, inside the article.
    expect(screen.getByRole('article')).toContainElement(share);
  });

  it('speak English on the English site', async () => {
    renderNews('en');
    expect(await screen.findByRole('region', { name: 'Share' })).toBeInTheDocument();
  });
});

describe('a news item not translated into the page’s language (issue 30)', () => {
  it('shows the Turkish text marked as Turkish, left to right on an Arabic page', async () => {
    renderNews('ar', { ...news, translated_languages: ['tr'], content_lang: 'tr' });
    const title = await screen.findByRole('heading', { level: 1, name: news.title });
    expect(title).toHaveAttribute('lang', 'tr');
    expect(title).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(news.summary)).toHaveAttribute('lang', 'tr');
    const text = screen.getByText('Haberin metni.').closest('.rich-text');
    expect(text).toHaveAttribute('lang', 'tr');
    expect(text).toHaveAttribute('dir', 'ltr');
    // The page's own words stay in the page's language (<html lang="ar" dir="rtl">): no mark there.
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('article').closest('[lang]')).toBe(document.documentElement);
  });

  it('marks nothing when the text is in the page’s language', async () => {
    renderNews('en', {
      ...news,
      title: 'Our new centre',
      translated_languages: ['tr', 'en'],
      content_lang: 'en',
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Our new centre' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByText('Haberin metni.').closest('.rich-text')).not.toHaveAttribute('lang');
  });
});
