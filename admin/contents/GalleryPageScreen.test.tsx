import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { realApiForFile, renderWithRealAdmin } from '../testing/realApi';
import { ClassroomRentalContent } from './ClassroomRentalContent';
import { ConsultancyContent } from './ConsultancyContent';
import { DistanceLearningContent } from './DistanceLearningContent';

/*
 * The pages edited as one block with a gallery: each reads its own block and shows its text, list and photos.
 * Against the real API (issue 33), on the demo content: one application for the file.
 */
describe('a page edited as one block with a gallery, against the real API', { timeout: 45_000 }, () => {
  const api = realApiForFile({ seed: true });

  describe.each([
    ['services', 'consultancy_service', <ConsultancyContent key="c" />, 'Danışmanlık Hizmeti', 'Hizmetler'],
    ['services', 'classroom_rental', <ClassroomRentalContent key="r" />, 'Sınıf Kiralama', 'Salonlar'],
    ['educations', 'distance_learning', <DistanceLearningContent key="d" />, 'Uzaktan Eğitim', 'Özellikler'],
  ] as [string, string, ReactElement, string, string][])('%s/%s', (page, name, element, block, list) => {
    it('reads its block, shows its text, its list and its gallery', async () => {
      const url = `/api/admin/contents/${page}/${name}`;
      const stored = await api().read<{ data: { data: { title: { tr: string } } } }>(url);
      api().reset();
      renderWithRealAdmin(api(), element);
      expect(await screen.findByDisplayValue(stored.data.data.title.tr)).toBeInTheDocument();
      expect(api().requests.map((request) => request.url)).toContain(url);
      // The screen's heading and its block's both name the page.
      expect(screen.getAllByText(block)).toHaveLength(2);
      expect(screen.getAllByText(list).length).toBeGreaterThan(0);
      expect(screen.getByText('Görseller')).toBeInTheDocument();
    });
  });
});
