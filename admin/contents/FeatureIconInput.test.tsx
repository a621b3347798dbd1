import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { realApiForFile, renderWithRealAdmin } from '../testing/realApi';
import { AboutUsContent } from './AboutUsContent';

/*
 * The icon of a titled item (values, services, features) against the real API (issue 33), on the demo content:
 * the about-us values are stored with the icons tools, balance and cycle.
 */
const blockUrl = '/api/admin/contents/corporate/about_us';
type Stored = { data: { data: { values: { icon?: string }[] } } };

describe(
  'the icon of a titled item (values, services, features), against the real API',
  { timeout: 45_000 },
  () => {
    const api = realApiForFile({ seed: true });

    it('shows the stored icon, offers the fixed list by name and saves the chosen key', async () => {
      renderWithRealAdmin(api(), <AboutUsContent />);
      const [first, second] = await screen.findAllByRole('combobox', { name: 'İkon' });
      expect(first).toHaveTextContent('Uygulama');
      expect(second).toHaveTextContent('Denge / Adalet');

      await userEvent.click(second);
      const list = await screen.findByRole('listbox');
      expect(within(list).getAllByRole('option').length).toBeGreaterThan(25);
      // Left empty, the site picks the page's next icon: the list says so.
      expect(within(list).getByText('Otomatik')).toBeInTheDocument();
      await userEvent.click(within(list).getByRole('option', { name: 'Gelişim' }));
      await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
      expect(await screen.findByText('Güncellendi!')).toBeInTheDocument();
      await waitFor(async () => {
        const stored = await api().read<Stored>(blockUrl);
        expect(stored.data.data.values.map((value) => value.icon)).toEqual(['tools', 'growth', 'cycle']);
      });
    });
  },
);
