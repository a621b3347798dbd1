import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientReferenceItem, TestimonialItem } from '../../shared/testimonialsApi';
import { HomeReferences, HomeTestimonials } from '../pages/home/HomeTestimonials';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { CourseTestimonials } from './CourseTestimonials';

afterEach(() => vi.unstubAllGlobals());

const testimonials: TestimonialItem[] = [
  {
    id: 1,
    person_name: 'Gülşen Öztürk',
    person_title: 'Finans Müdürü, Örnek Lojistik',
    quote: 'Raporlarımızı artık yarı sürede hazırlıyoruz.\nÖrnekler işimize birebir uydu.',
    image: '/uploads/testimonials/a.webp',
    course: { title: 'Excel İleri Düzey', seo_name: 'excel-ileri-duzey' },
  },
  {
    id: 2,
    person_name: 'Can Şahin',
    person_title: '',
    quote: 'Net ve <b>uygulamalı</b>.',
    image: null,
    course: null,
  },
];
const references: ClientReferenceItem[] = [
  { id: 1, name: 'Örnek Enerji', logo: '/uploads/references/e.webp', url: 'https://ornek.com.tr' },
  { id: 2, name: 'İzmir Tekstil', logo: null, url: null },
];

function serve(data: { testimonials?: TestimonialItem[]; references?: ClientReferenceItem[] }) {
  return mockFetch((path) => {
    if (path === '/api/pages/testimonials') return json({ success: true, data: data.testimonials ?? [] });
    if (path === '/api/pages/client-references') return json({ success: true, data: data.references ?? [] });
    return json({ success: true, data: [] });
  });
}

describe('testimonials and client references on the site', () => {
  it('home: quotes with the person, role and course, as figures; never markup', async () => {
    serve({ testimonials });
    renderSite(<HomeTestimonials />);
    const section = await screen.findByRole('region', { name: 'Katılımcılarımız Ne Diyor' });
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(figures[0]).toHaveTextContent('Raporlarımızı artık yarı sürede hazırlıyoruz.');
    expect(figures[0]).toHaveTextContent('Gülşen Öztürk');
    expect(figures[0]).toHaveTextContent('Finans Müdürü, Örnek Lojistik');
    expect(within(figures[0]).getByRole('link', { name: 'Excel İleri Düzey' })).toHaveAttribute(
      'href',
      '/kurs/excel-ileri-duzey',
    );
    expect(figures[1].querySelector('blockquote')).toHaveTextContent('Net ve <b>uygulamalı</b>.');
    expect(figures[1].querySelector('b')).toBeNull();
    expect(within(figures[1]).queryByRole('link')).toBeNull();
  });

  it('home in English: the dictionary heading; nothing at all without testimonials', async () => {
    serve({ testimonials });
    const { unmount } = renderSite(<HomeTestimonials />, { lang: 'en' });
    expect(await screen.findByRole('region', { name: 'What Our Participants Say' })).toBeVisible();
    unmount();
    const fetchMock = serve({ testimonials: [] });
    const { container } = renderSite(<HomeTestimonials />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it('references: a logo named by its company, a company without a logo as text, its website linked', async () => {
    serve({ references });
    renderSite(<HomeReferences />);
    const section = await screen.findByRole('region', { name: 'Referanslarımız' });
    const items = within(section).getAllByRole('listitem');
    expect(within(items[0]).getByRole('img', { name: 'Örnek Enerji' })).toHaveAttribute(
      'src',
      '/uploads/references/e.webp',
    );
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', 'https://ornek.com.tr');
    expect(items[1]).toHaveTextContent('İzmir Tekstil');
    expect(within(items[1]).queryByRole('img')).toBeNull();
    expect(within(items[1]).queryByRole('link')).toBeNull();
  });

  it('course page: asks for that course only and leaves out the link to itself', async () => {
    const fetchMock = serve({ testimonials: [testimonials[0]] });
    renderSite(<CourseTestimonials productId={5} />, { path: '/kurs/excel-ileri-duzey' });
    expect(await screen.findByRole('heading', { name: 'Bu Eğitime Katılanlar Ne Diyor' })).toBeVisible();
    expect(screen.getByRole('figure')).toHaveTextContent('Gülşen Öztürk');
    expect(screen.queryByRole('link', { name: 'Excel İleri Düzey' })).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/api/pages/testimonials?product=5'))).toBe(true);
  });
});
