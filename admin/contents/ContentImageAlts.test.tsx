import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, writes } from '../common/testUtils';
import { contentBlock, contentBlockServer } from '../testing/contentBlock';
import type { RecordedRequest } from '../testing/fakeFetch';
import { AboutUsContent } from './AboutUsContent';
import { HomeContent } from './HomeContent';

/*
 * Issue 28: every image of a content block has its alt text per language and a decorative switch right under
 * it, and an image with neither is flagged 'Alternatif metin yok'; the block's save sends them beside the
 * image (`image_alt`, `image_decorative`; `file_img_alt`… in list items).
 */

// One alt text input per active language of the site: Turkish and English here.
vi.mock('../common/useActiveLanguages', () => ({
  useActiveLanguages: () => [
    { abbr: 'tr', lang: 'Türkçe', is_default: true },
    { abbr: 'en', lang: 'English', is_default: false },
  ],
}));

const aboutUs = contentBlock(3, 'corporate', 'about_us', {
  title: { tr: 'Biz Kimiz?' },
  image: '/uploads/demo/corporate-about.webp',
  values: [],
});

const features = contentBlock(4, 'home', 'features', {
  title: { tr: 'Neden Akademi?' },
  items: [
    {
      title: { tr: 'Uzman Eğitmenler' },
      text: {},
      icon: '',
      file_img: '/uploads/demo/feature-trainers.webp',
      file_img_alt: { tr: 'Eğitmen ikonu' },
      file_img_decorative: 0,
    },
    // Saved before alt texts existed: neither field.
    { title: { tr: 'Esnek Katılım' }, text: {}, icon: '', file_img: '/uploads/demo/feature-flexible.webp' },
  ],
});

const savedData = (request: RecordedRequest) =>
  JSON.parse(String(request.body?.data)) as Record<string, unknown>;

describe('the alt text of a content block’s image', () => {
  it('flags the image until it has a text, and saves the text per language beside it', async () => {
    const { server } = renderWithAdmin(<AboutUsContent />, contentBlockServer(aboutUs));
    const image = await screen.findByRole('group', { name: 'Görsel' });
    expect(within(image).getByText('Alternatif metin yok')).toBeInTheDocument();

    await userEvent.type(within(image).getByLabelText('Alternatif Metin (TR)'), 'Ekibimiz toplantıda');
    // Once Turkish has a text, the English tab also says its translation is missing ('EN Çeviri eksik').
    await userEvent.click(within(image).getByRole('tab', { name: /^EN\b/ }));
    await userEvent.type(within(image).getByLabelText('Alternatif Metin (EN)'), 'Our team in a meeting');
    expect(within(image).queryByText('Alternatif metin yok')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/contents/corporate/about_us');
    expect(savedData(request)).toMatchObject({
      image: '/uploads/demo/corporate-about.webp',
      image_alt: { tr: 'Ekibimiz toplantıda', en: 'Our team in a meeting' },
      image_decorative: 0,
    });
  });

  it('refuses a text over 200 characters under its input, before asking the server', async () => {
    const { server } = renderWithAdmin(<AboutUsContent />, () => ({
      body: { success: true, data: aboutUs },
    }));
    const image = await screen.findByRole('group', { name: 'Görsel' });
    fireEvent.change(within(image).getByLabelText('Alternatif Metin (TR)'), {
      target: { value: 'ç'.repeat(201) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await within(image).findByText('Bu Alan 200 Karakteri Geçemez')).toBeInTheDocument();
    expect(writes(server)).toHaveLength(0);
  });

  it('gives each image of a list its own text and switch; a decorative one is not flagged', async () => {
    const { server } = renderWithAdmin(<HomeContent />, (request) => {
      if (request.method !== 'GET')
        return { body: { success: true, message: 'Güncellendi!', data: features } };
      if (request.url.endsWith('/contents/home/features')) return { body: { success: true, data: features } };
      const [name] = request.url.split('/').slice(-1);
      return {
        body: {
          success: true,
          data: contentBlock(null, 'home', name, {}),
        },
      };
    });
    const block = await screen.findByRole('region', { name: 'Neden Biz?' });
    const rows = await waitFor(() => {
      const found = within(block).getAllByRole('group', { name: 'İkon Görseli (isteğe bağlı)' });
      expect(found).toHaveLength(2);
      return found;
    });
    expect(within(rows[0]).getByLabelText('Alternatif Metin (TR)')).toHaveValue('Eğitmen ikonu');
    expect(within(rows[0]).queryByText('Alternatif metin yok')).toBeNull();
    expect(within(rows[1]).getByText('Alternatif metin yok')).toBeInTheDocument();

    // The icon says what its title beside it says: only decoration.
    await userEvent.click(within(rows[1]).getByLabelText('Yalnızca süs (alternatif metin gerekmez)'));
    expect(within(rows[1]).queryByText('Alternatif metin yok')).toBeNull();

    await userEvent.click(within(block).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/contents/home/features');
    const items = savedData(request).items as Record<string, unknown>[];
    expect(items.map((item) => [item.file_img_alt, item.file_img_decorative])).toEqual([
      // Untouched languages go as '' (the server drops blank ones).
      [{ tr: 'Eğitmen ikonu', en: '' }, 0],
      [{ tr: '', en: '' }, 1],
    ]);
  });
});
