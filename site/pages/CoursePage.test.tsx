import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail, CourseListItem } from '../../shared/publicApi';
import { courseDetail, courseItem } from '../test/courseFixtures';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { CoursePage } from './CoursePage';

afterEach(() => vi.unstubAllGlobals());

const listItem = (id: number, seo_name: string, title: string): CourseListItem =>
  courseItem({
    id,
    seo_name,
    title,
    summary: `${title} özeti`,
    duration: '2 gün',
    price: '5.200 TL + KDV',
    price_offer: { price: 5200, currency: 'TRY' },
  });

const detail = (related: CourseListItem[]): CourseDetail =>
  courseDetail({ ...listItem(1, 'python-ile-veri-analizi', 'Python ile Veri Analizi'), related });

function renderCourse(data: CourseDetail, lang: 'tr' | 'en' = 'tr') {
  mockFetch((path) => {
    if (path === `/api/pages/course/${data.seo_name}`) return json({ success: true, data });
    return json({ success: true, data: [] });
  });
  const prefix = lang === 'en' ? '/en' : '';
  return renderSite(
    <Routes>
      <Route path={`${prefix}/kurs/:seo_name`} element={<CoursePage />} />
    </Routes>,
    { path: `${prefix}/kurs/${data.seo_name}`, lang },
  );
}

describe('the course page’s related courses', () => {
  const related = [
    listItem(2, 'power-bi-ile-is-zekasi', 'Power BI ile İş Zekâsı'),
    listItem(3, 'siber-guvenlik-farkindaligi', 'Siber Güvenlik Farkındalığı'),
  ];

  it('shows them under the course as course cards, each linking to its page', async () => {
    renderCourse(detail(related));
    const block = await screen.findByRole('region', { name: 'Benzer Eğitimler' });
    const titles = within(block).getAllByRole('heading', { level: 3 });
    expect(titles.map((heading) => heading.textContent)).toEqual(related.map((course) => course.title));
    expect(within(block).getByRole('link', { name: 'Power BI ile İş Zekâsı' })).toHaveAttribute(
      'href',
      '/kurs/power-bi-ile-is-zekasi',
    );
    // Cards with their prices: the block is the page's last part, after the description and the sessions.
    expect(within(block).getAllByText('5.200 TL + KDV', { exact: false })).toHaveLength(2);
    const main = screen.getByText('Açıklama');
    expect(main.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the block in English on the English site', async () => {
    renderCourse(detail(related), 'en');
    expect(await screen.findByRole('region', { name: 'Related Courses' })).toBeInTheDocument();
  });

  it('has no block when there is no related course', async () => {
    renderCourse(detail([]));
    await screen.findByText('Açıklama');
    expect(screen.queryByRole('region', { name: 'Benzer Eğitimler' })).toBeNull();
  });
});

describe('the course page’s brochure link (issue 32)', () => {
  it('links the PDF brochure at the course’s address in the side panel, as a plain link', async () => {
    renderCourse(detail([]));
    const link = await screen.findByRole('link', { name: 'Broşürü İndir (PDF)' });
    expect(link).toHaveAttribute('href', '/kurs/python-ile-veri-analizi/brosur.pdf');
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(link.closest('aside')).not.toBeNull();
  });

  it('links the English brochure on the English page', async () => {
    renderCourse(detail([]), 'en');
    const link = await screen.findByRole('link', { name: 'Download brochure (PDF)' });
    expect(link).toHaveAttribute('href', '/en/kurs/python-ile-veri-analizi/brosur.pdf');
  });
});

describe('the course page’s frequently asked questions (issue 32)', () => {
  it('shows them after the course’s content, and no block for a course without any', async () => {
    const faq = [{ question: 'Ön bilgi gerekiyor mu?', answer: 'Gerekmez.' }];
    const { unmount } = renderCourse({ ...detail([]), faq });
    const block = await screen.findByRole('region', { name: 'Sıkça Sorulan Sorular' });
    expect(within(block).getByText('Ön bilgi gerekiyor mu?').closest('summary')).not.toBeNull();
    unmount();
    renderCourse({ ...detail([]), faq: [] });
    await screen.findByRole('heading', { level: 1, name: 'Python ile Veri Analizi' });
    expect(screen.queryByRole('region', { name: 'Sıkça Sorulan Sorular' })).toBeNull();
  });
});
