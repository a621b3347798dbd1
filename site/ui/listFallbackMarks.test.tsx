import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BrandListItem,
  ContractListItem,
  InstructorListItem,
  NewsListItem,
  OpenPositionItem,
} from '../../shared/publicApi';
import type { TestimonialItem } from '../../shared/testimonialsApi';
import { HomeBrands, HomeCategories } from '../pages/home/HomeSections';
import { HomeTestimonials } from '../pages/home/HomeTestimonials';
import { InstructorsPage } from '../pages/InstructorsPage';
import { OpenPositionList } from '../pages/OpenPositionList';
import { Footer } from '../shell/Footer';
import { contactSections } from '../../shared/schemas/contactInformation';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { CourseFaq } from './CourseFaq';
import { CourseTestimonials } from './CourseTestimonials';
import { NewsCard } from './NewsCard';

/*
 * Issue 30: a list item not written in the page's language (the API's `content_lang`, sent only then)
 * shows the Turkish text marked with lang="tr" and its direction, so a screen reader reads it as Turkish and
 * an Arabic page runs it left to right; an item in the page's language carries no mark of its own.
 */

afterEach(() => vi.unstubAllGlobals());

/** Serves each list at its address, every other request an empty list. */
function serve(lists: Record<string, unknown>) {
  return mockFetch((path) => json({ success: true, data: lists[path] ?? [] }));
}

const news = (id: number, title: string, fallback: boolean): NewsListItem => ({
  id,
  seo_name: `haber-${id}`,
  ...(fallback ? { content_lang: 'tr' } : {}),
  title,
  summary: `${title} özeti`,
  image: null,
  image_alt: null,
  published_at: '2026-03-02T09:00:00.000Z',
});

const testimonials: TestimonialItem[] = [
  {
    id: 1,
    content_lang: 'tr',
    person_name: 'Gülşen Öztürk',
    person_title: 'Finans Müdürü',
    quote: 'Raporlarımızı artık yarı sürede hazırlıyoruz.',
    image: null,
    course: { title: 'Excel İleri Düzey', seo_name: 'excel-ileri-duzey', content_lang: 'tr' },
  },
  {
    id: 2,
    person_name: 'Can Şahin',
    person_title: 'Controller',
    quote: 'Klar und praxisnah.',
    image: null,
    course: { title: 'Power BI', seo_name: 'power-bi' },
  },
];

const turkishMark = { lang: 'tr', dir: 'ltr' };

function expectMarked(element: Element) {
  expect(element).toHaveAttribute('lang', turkishMark.lang);
  expect(element).toHaveAttribute('dir', turkishMark.dir);
}

function expectUnmarked(element: Element) {
  expect(element).not.toHaveAttribute('lang');
  expect(element).not.toHaveAttribute('dir');
}

describe('list items in the default language for want of a translation', () => {
  it('news card: a Turkish item on the Arabic page has its title and excerpt marked left to right', () => {
    const { container, unmount } = renderSite(<NewsCard item={news(1, 'Yeni dönem başladı', true)} />, {
      lang: 'ar',
    });
    expectMarked(screen.getByRole('heading', { name: 'Yeni dönem başladı' }));
    expectMarked(container.querySelector('.card__text')!);
    unmount();
    const translated = renderSite(<NewsCard item={news(2, 'Neues Semester', false)} />, { lang: 'de' });
    expectUnmarked(screen.getByRole('heading', { name: 'Neues Semester' }));
    expectUnmarked(translated.container.querySelector('.card__text')!);
  });

  it('a Turkish page marks nothing even when an item names Turkish (its own language)', () => {
    const { container } = renderSite(<NewsCard item={news(1, 'Yeni dönem başladı', true)} />);
    expectUnmarked(screen.getByRole('heading', { name: 'Yeni dönem başladı' }));
    expectUnmarked(container.querySelector('.card__text')!);
  });

  it('home testimonials: the Turkish quote, its person title and its course are marked; the German ones not', async () => {
    serve({ '/api/pages/testimonials': testimonials });
    renderSite(<HomeTestimonials />, { lang: 'de' });
    const figures = await screen.findAllByRole('figure');
    expect(figures).toHaveLength(2);
    expectMarked(figures[0].querySelector('blockquote')!);
    expectMarked(within(figures[0]).getByText('Finans Müdürü'));
    expectMarked(within(figures[0]).getByRole('link', { name: 'Excel İleri Düzey' }));
    expectUnmarked(figures[1].querySelector('blockquote')!);
    expectUnmarked(within(figures[1]).getByText('Controller'));
    expectUnmarked(within(figures[1]).getByRole('link', { name: 'Power BI' }));
    // The person's name is in no language: never marked.
    expectUnmarked(within(figures[0]).getByText('Gülşen Öztürk'));
  });

  it('course page testimonials: the untranslated quote is marked', async () => {
    serve({ '/api/pages/testimonials': [testimonials[0]] });
    renderSite(<CourseTestimonials productId={5} />, { lang: 'ar', path: '/ar/kurs/excel-ileri-duzey' });
    expectMarked((await screen.findByRole('figure')).querySelector('blockquote')!);
  });

  it('instructor cards: the title and excerpt of an instructor without a biography in the language', async () => {
    const person = (id: number, name: string, fallback: boolean): InstructorListItem => ({
      id,
      name,
      seo_name: `egitmen-${id}`,
      ...(fallback ? { content_lang: 'tr' } : {}),
      title: fallback ? 'Kıdemli Eğitmen' : 'Senior Trainer',
      photo: null,
      photo_alt: null,
      summary: fallback ? 'Yirmi yıllık deneyim.' : 'Twenty years of practice.',
    });
    serve({ '/api/pages/instructors': [person(1, 'Ayşe Kaya', true), person(2, 'Ali Demir', false)] });
    renderSite(<InstructorsPage />, { lang: 'de', path: '/de/egitmenlerimiz' });
    expectMarked(await screen.findByText('Kıdemli Eğitmen'));
    expectMarked(screen.getByText('Yirmi yıllık deneyim.'));
    expectUnmarked(screen.getByText('Senior Trainer'));
    expectUnmarked(screen.getByText('Twenty years of practice.'));
    expectUnmarked(screen.getByRole('heading', { name: 'Ayşe Kaya' }));
  });

  it('brand strip: a logo whose alt text is the Turkish one carries lang on the image', async () => {
    const brands: BrandListItem[] = [
      {
        id: 1,
        name: 'Acme',
        seo_name: 'acme',
        logo: '/a.webp',
        logo_alt: 'Acme logosu',
        content_lang: 'tr',
        website: null,
      },
      { id: 2, name: 'Beta', seo_name: 'beta', logo: '/b.webp', logo_alt: 'Beta-Logo', website: null },
    ];
    serve({ '/api/pages/brands': brands });
    renderSite(<HomeBrands />, { lang: 'de' });
    expectMarked(await screen.findByRole('img', { name: 'Acme logosu' }));
    expectUnmarked(screen.getByRole('img', { name: 'Beta-Logo' }));
  });

  it('open positions: the Turkish title and description of an untranslated position', async () => {
    const positions: OpenPositionItem[] = [
      {
        id: 1,
        content_lang: 'tr',
        title: 'Eğitim Koordinatörü',
        location: 'İstanbul',
        employment_type: 'full_time',
        description: 'Eğitim takvimini yönetir.',
      },
    ];
    serve({ '/api/pages/open-positions': positions });
    renderSite(<OpenPositionList onApply={() => undefined} />, { lang: 'ar' });
    expectMarked(await screen.findByRole('heading', { name: 'Eğitim Koordinatörü' }));
    expectMarked(screen.getByText('Eğitim takvimini yönetir.'));
  });

  it("a course's questions: a Turkish one on the German page is marked, a German one not", () => {
    const { container } = renderSite(
      <CourseFaq
        items={[
          { question: 'Wer kann teilnehmen?', answer: 'Alle.' },
          { content_lang: 'tr', question: 'Sertifika veriliyor mu?', answer: 'Evet.' },
        ]}
      />,
      { lang: 'de' },
    );
    const [german, turkish] = container.querySelectorAll('details');
    expectUnmarked(german);
    expectMarked(turkish);
  });

  it('category tiles: a category without a German name shows its Turkish one, marked', async () => {
    const category = (id: number, name: string, fallback: boolean) => ({
      id,
      parent_id: null,
      section: 'educations',
      seo_name: `kategori-${id}`,
      ...(fallback ? { content_lang: 'tr' } : {}),
      name,
      seo_title: '',
      seo_description: '',
      queue: 0,
      sub_categories: [],
    });
    serve({ '/api/pages/categories': [category(1, 'Yazılım', true), category(2, 'Führung', false)] });
    renderSite(<HomeCategories />, { lang: 'de' });
    expectMarked(await screen.findByText('Yazılım'));
    expectUnmarked(screen.getByText('Führung'));
  });

  const noContactLines = Object.fromEntries(contactSections.map((section) => [section, []]));

  it("footer: a legal text's link named in Turkish is marked, a translated one not", async () => {
    const contracts: ContractListItem[] = [
      { id: 1, name: 'Gizlilik Politikası', seo_name: 'gizlilik', kvkk_notice: false, content_lang: 'tr' },
      { id: 2, name: 'Impressum', seo_name: 'impressum', kvkk_notice: false },
    ];
    serve({ '/api/pages/contracts': contracts, '/api/pages/contact-information': noContactLines });
    renderSite(<Footer company={undefined} />, { lang: 'de' });
    expectMarked(await screen.findByRole('link', { name: 'Gizlilik Politikası' }));
    expectUnmarked(screen.getByRole('link', { name: 'Impressum' }));
  });
});
