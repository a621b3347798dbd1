import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseListItem } from '../../shared/publicApi';
import { courseItem } from '../test/courseFixtures';
import { renderSite } from '../test/renderSite';
import { CourseCard } from './CourseCard';

const course = (price: string | null): CourseListItem =>
  courseItem({
    id: 3,
    seo_name: 'power-bi-ile-is-zekasi',
    title: 'Power BI ile İş Zekâsı',
    summary: 'Veriyi panolara dönüştürün.',
    duration: '2 gün (12 saat)',
    price,
  });

describe('CourseCard', () => {
  it('shows the price as entered, named for screen readers, in Turkish and English', () => {
    const { unmount } = renderSite(<CourseCard course={course('6.800 TL + KDV')} />);
    // The price is its own direction's run (PriceText) inside the line that names it.
    const price = screen.getByText('6.800 TL + KDV').closest('p');
    expect(price).toHaveClass('course-card__price');
    expect(price).toHaveTextContent('Ücret: 6.800 TL + KDV');
    unmount();
    renderSite(<CourseCard course={course('EUR 1,200 + VAT')} />, { lang: 'en' });
    expect(screen.getByText('EUR 1,200 + VAT').closest('p')).toHaveTextContent('Fee: EUR 1,200 + VAT');
  });

  it('leaves the price line out when the course has no price', () => {
    const { container } = renderSite(<CourseCard course={course(null)} />);
    expect(container.querySelector('.course-card__price')).toBeNull();
    expect(screen.queryByText(/Ücret/)).toBeNull();
  });
});
