import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenPositionItem } from '../../shared/publicApi';
import { mockFormApi } from '../forms/kvkkTestApi';
import { json, renderSite } from '../test/renderSite';
import { CareersPage } from './CareersPage';

afterEach(() => vi.unstubAllGlobals());

const positions: OpenPositionItem[] = [
  {
    id: 1,
    title: 'Eğitim Koordinatörü',
    location: 'Ankara',
    employment_type: 'full_time',
    description: 'Eğitim takvimini planlayacak ekip arkadaşı.',
  },
  {
    id: 2,
    title: 'Dijital Pazarlama Stajyeri <b>',
    location: '',
    employment_type: 'internship',
    description: '',
  },
];

function renderCareers(list: OpenPositionItem[], lang: 'tr' | 'en' = 'tr') {
  mockFormApi((path) =>
    path === '/api/pages/open-positions' ? json({ success: true, data: list }) : json({ success: true }),
  );
  return renderSite(<CareersPage />, { lang, path: '/kariyer' });
}

describe('CareersPage open positions', () => {
  it('lists each position with its place, type and description above the form', async () => {
    renderCareers(positions);
    const section = await screen.findByRole('region', { name: 'Açık pozisyonlar' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Eğitim Koordinatörü');
    expect(cards[0]).toHaveTextContent('Konum: Ankara');
    expect(cards[0]).toHaveTextContent('Çalışma şekli: Tam zamanlı');
    expect(cards[0]).toHaveTextContent('Eğitim takvimini planlayacak ekip arkadaşı.');
    // A title is text, never markup.
    expect(within(cards[1]).getByRole('heading')).toHaveTextContent('Dijital Pazarlama Stajyeri <b>');
    expect(cards[1]).toHaveTextContent('Staj');
    expect(cards[1]).not.toHaveTextContent('Konum');
    // The list comes before the application form.
    const form = screen.getByRole('region', { name: 'Başvuru Formu' });
    expect(section.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('fills the position field and moves there when "Başvur" is chosen', async () => {
    const user = userEvent.setup();
    renderCareers(positions);
    const apply = await screen.findByRole('link', { name: 'Başvur: Eğitim Koordinatörü' });
    // Without JavaScript the link leads to the form with the position in the address.
    expect(apply).toHaveAttribute(
      'href',
      '/kariyer?pozisyon=E%C4%9Fitim+Koordinat%C3%B6r%C3%BC#basvuru-formu',
    );
    await user.click(apply);
    const field = screen.getByLabelText(/Başvurduğunuz Pozisyon/);
    expect(field).toHaveValue('Eğitim Koordinatörü');
    expect(field).toHaveFocus();
    // Choosing again after editing the field fills it again.
    await user.clear(field);
    await user.click(apply);
    expect(field).toHaveValue('Eğitim Koordinatörü');
  });

  it('says so politely when no position is open, in the visitor’s language', async () => {
    renderCareers([], 'en');
    expect(await screen.findByText(/We have no open positions at the moment/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Open positions' })).toBeInTheDocument();
  });
});
