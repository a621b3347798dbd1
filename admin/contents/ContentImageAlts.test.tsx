import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { realApiForFile, renderWithRealAdmin } from '../testing/realApi';
import { AboutUsContent } from './AboutUsContent';
import { HomeContent } from './HomeContent';

/*
 * Issue 28: every image of a content block has its alt text per language and a decorative switch right under
 * it, and an image with neither is flagged 'Alternatif metin yok'; the block's save sends them beside the
 * image (`image_alt`, `image_decorative`; `file_img_alt`… in list items). Against the real API (issue 33), on
 * the demo content: the about-us photo is described in both languages, the home features' icons are all
 * decorative. The tests run in order on one application.
 */

interface StoredBlock<T> {
  data: { data: T };
}
type AboutUs = { image: string; image_alt: Record<string, string>; image_decorative: number };
type Features = {
  items: { file_img: string; file_img_alt: Record<string, string>; file_img_decorative: number }[];
};

const missing = 'Alternatif metin yok';
const decorativeSwitch = 'Yalnızca süs (alternatif metin gerekmez)';

// A render against the real application and a save take 10–15 s on two loaded cores (the web project's 15 s).
describe('the alt text of a content block’s image, against the real API', { timeout: 45_000 }, () => {
  const api = realApiForFile({ seed: true });
  const stored = async <T,>(url: string) => (await api().read<StoredBlock<T>>(url)).data.data;
  const writes = () => api().requests.filter((request) => request.method !== 'GET');

  it('flags the image until it has a text, and saves the text per language beside it', async () => {
    const { image: demoImage } = await stored<AboutUs>('/api/admin/contents/corporate/about_us');
    renderWithRealAdmin(api(), <AboutUsContent />);
    const image = await screen.findByRole('group', { name: 'Görsel' });
    const turkish = within(image).getByLabelText('Alternatif Metin (TR)');
    await waitFor(() => expect(turkish).not.toHaveValue(''));
    expect(within(image).queryByText(missing)).toBeNull();

    // Without a text in any language (and not decorative) the image is flagged.
    await userEvent.clear(turkish);
    await userEvent.click(within(image).getByRole('tab', { name: /^EN\b/ }));
    await userEvent.clear(within(image).getByLabelText('Alternatif Metin (EN)'));
    expect(within(image).getByText(missing)).toBeInTheDocument();

    await userEvent.type(within(image).getByLabelText('Alternatif Metin (EN)'), 'Our team in a meeting');
    await userEvent.click(within(image).getByRole('tab', { name: /^TR\b/ }));
    await userEvent.type(within(image).getByLabelText('Alternatif Metin (TR)'), 'Ekibimiz toplantıda');
    expect(within(image).queryByText(missing)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Güncellendi!')).toBeInTheDocument();
    expect(writes().map((request) => request.url)).toEqual(['/api/admin/contents/corporate/about_us']);
    expect(await stored<AboutUs>('/api/admin/contents/corporate/about_us')).toMatchObject({
      image: demoImage,
      image_alt: { tr: 'Ekibimiz toplantıda', en: 'Our team in a meeting' },
      image_decorative: 0,
    });
  });

  it('refuses a text over 200 characters under its input, before asking the server', async () => {
    renderWithRealAdmin(api(), <AboutUsContent />);
    const image = await screen.findByRole('group', { name: 'Görsel' });
    const turkish = within(image).getByLabelText('Alternatif Metin (TR)');
    await waitFor(() => expect(turkish).toHaveValue('Ekibimiz toplantıda'));
    fireEvent.change(turkish, { target: { value: 'ç'.repeat(201) } });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await within(image).findByText('Bu Alan 200 Karakteri Geçemez')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('gives each image of a list its own text and switch; a decorative one is not flagged', async () => {
    const featuresUrl = '/api/admin/contents/home/features';
    const demo = (await stored<Features>(featuresUrl)).items;
    renderWithRealAdmin(api(), <HomeContent />);
    const block = await screen.findByRole('region', { name: 'Neden Biz?' });
    const rows = await waitFor(() => {
      const found = within(block).getAllByRole('group', { name: 'İkon Görseli (isteğe bağlı)' });
      expect(found).toHaveLength(demo.length);
      return found;
    });
    // The demo's icons are decoration: none is flagged.
    for (const row of rows) expect(within(row).queryByText(missing)).toBeNull();

    // An icon that is no longer decoration and has no text is flagged; a text clears the flag.
    await userEvent.click(within(rows[0]).getByLabelText(decorativeSwitch));
    expect(within(rows[0]).getByText(missing)).toBeInTheDocument();
    await userEvent.type(within(rows[0]).getByLabelText('Alternatif Metin (TR)'), 'Eğitmen ikonu');
    expect(within(rows[0]).queryByText(missing)).toBeNull();
    await userEvent.click(within(rows[1]).getByLabelText(decorativeSwitch));
    expect(within(rows[1]).getByText(missing)).toBeInTheDocument();
    await userEvent.click(within(rows[1]).getByLabelText(decorativeSwitch));
    expect(within(rows[1]).queryByText(missing)).toBeNull();

    await userEvent.click(within(block).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes().map((request) => request.url)).toEqual([featuresUrl]));
    const items = await waitFor(async () => {
      const saved = (await stored<Features>(featuresUrl)).items;
      expect(saved[0].file_img_decorative).toBe(0);
      return saved;
    });
    expect(items.map((item) => item.file_img)).toEqual(demo.map((item) => item.file_img));
    expect(items[0].file_img_alt).toMatchObject({ tr: 'Eğitmen ikonu' });
    expect(items.slice(1).map((item) => item.file_img_decorative)).toEqual(demo.slice(1).map(() => 1));
  });
});
