import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../common/testUtils';
import { contentBlock, contentBlockServer } from '../testing/contentBlock';
import { ClassroomRentalContent } from './ClassroomRentalContent';
import { ConsultancyContent } from './ConsultancyContent';
import { DistanceLearningContent } from './DistanceLearningContent';

/* The pages edited as one block with a gallery: each reads its own block and shows its text, list and photos. */
describe.each([
  ['services', 'consultancy_service', <ConsultancyContent key="c" />, 'Danışmanlık Hizmeti', 'Hizmetler'],
  ['services', 'classroom_rental', <ClassroomRentalContent key="r" />, 'Sınıf Kiralama', 'Salonlar'],
  ['educations', 'distance_learning', <DistanceLearningContent key="d" />, 'Uzaktan Eğitim', 'Özellikler'],
] as [string, string, ReactElement, string, string][])('%s/%s', (page, name, element, block, list) => {
  it('reads its block, shows its text, its list and its gallery', async () => {
    const { server } = renderWithAdmin(
      element,
      contentBlockServer(contentBlock(5, page, name, { title: { tr: 'Sayfa başlığı' } })),
    );
    expect(await screen.findByDisplayValue('Sayfa başlığı')).toBeInTheDocument();
    expect(server.requests[0].url).toBe(`/api/admin/contents/${page}/${name}`);
    // The screen's heading and its block's both name the page.
    expect(screen.getAllByText(block)).toHaveLength(2);
    expect(screen.getAllByText(list).length).toBeGreaterThan(0);
    expect(screen.getByText('Görseller')).toBeInTheDocument();
  });
});
