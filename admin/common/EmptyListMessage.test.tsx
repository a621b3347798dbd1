import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyListMessage } from './EmptyListMessage';
import { renderWithAdmin } from './testUtils';

describe('EmptyListMessage', () => {
  it("says the list's own words, padded as the lists had it", async () => {
    renderWithAdmin(
      <>
        <EmptyListMessage message="app.support.empty" padding={3} />
        <EmptyListMessage message="app.testimonials.empty" />
      </>,
      () => ({ body: { success: true } }),
    );
    expect(await screen.findByText('Henüz destek talebi yok.')).toHaveStyle({ padding: '24px' });
    expect(
      screen.getByText('Henüz katılımcı yorumu yok. Anasayfada gösterilecek ilk yorumu ekleyin.'),
    ).toHaveStyle({ padding: '16px' });
  });
});
