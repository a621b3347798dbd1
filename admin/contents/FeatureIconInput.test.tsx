import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin, writes } from '../common/testUtils';
import { contentBlock, contentBlockServer } from '../testing/contentBlock';
import { AboutUsContent } from './AboutUsContent';

const block = contentBlock(3, 'corporate', 'about_us', {
  title: { tr: 'Biz Kimiz' },
  values: [
    {
      title: { tr: 'Uygulama' },
      text: { tr: 'Her eğitim gerçek iş problemleriyle biter.' },
      icon: 'tools',
    },
    { title: { tr: 'Dürüstlük' }, text: {} },
  ],
});

describe('the icon of a titled item (values, services, features)', () => {
  it('shows the stored icon, offers the fixed list by name and saves the chosen key', async () => {
    const { server } = renderWithAdmin(<AboutUsContent />, contentBlockServer(block));
    const [first, second] = await screen.findAllByRole('combobox', { name: 'İkon' });
    expect(first).toHaveTextContent('Uygulama');
    expect(second.textContent?.replace(/\u200b/g, '')).toBe('');

    await userEvent.click(second);
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(25);
    // Left empty, the site picks the page's next icon: the list says so.
    expect(within(list).getByText('Otomatik')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('option', { name: 'Denge / Adalet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const data = JSON.parse(String(writes(server)[0].body?.data)) as { values: { icon: string }[] };
    expect(data.values.map((value) => value.icon)).toEqual(['tools', 'balance']);
  });
});
