import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminFile } from '../../shared/schemas/product';
import { renderWithAdmin, writes } from '../common/testUtils';
import type { RecordedRequest } from '../testing/fakeFetch';
import { Gallery } from './Gallery';
import { keyboardDrag } from '../testing/keyboardDrag';
import { dragShift, layOut } from '../testing/layOut';

const file = (id: number, queue: number): AdminFile => ({
  id,
  gallery_type: 'gallery',
  url: `/uploads/products/${id}.webp`,
  thumb_url: `/uploads/products/${id}-thumb.webp`,
  width: 800,
  height: 600,
  alt: {},
  decorative: 0,
  queue,
});
const stored = [file(10, 3), file(11, 2), file(12, 1)];

/* Tiles stand in one row, 200 px apart, so the keyboard sensor finds neighbours. */
function layOutTiles() {
  layOut((element) => {
    const tile = element.closest<HTMLElement>('[data-gallery-file]');
    if (!tile) return null;
    const left = [...(tile.parentElement?.children ?? [])].indexOf(tile) * 200 + dragShift(tile).x;
    return { left, top: 0, width: 180, height: 135 };
  });
}

type Respond = (request: RecordedRequest) => { status?: number; body?: unknown };

// The alt text inputs are one per active language of the site: Turkish and English here.
vi.mock('../common/useActiveLanguages', () => ({
  useActiveLanguages: () => [
    { abbr: 'tr', lang: 'Türkçe', is_default: true },
    { abbr: 'en', lang: 'English', is_default: false },
  ],
}));

function renderGallery(
  respond: Respond = () => ({ body: { success: true, message: 'Değiştirildi!', data: stored } }),
  files: AdminFile[] = stored,
) {
  return renderWithAdmin(<Gallery resource="products" id={7} files={files} />, respond);
}

/** Confirms the alt text dialog an upload opens first, with what `fill` typed into it. */
async function confirmAltTexts(fill?: (dialog: HTMLElement) => Promise<void>) {
  const dialog = await screen.findByRole('dialog', { name: 'Yüklenecek görsellerin alternatif metinleri' });
  await fill?.(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
}

const tileImages = () =>
  within(screen.getByRole('list'))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

const moveLeft = (name: string) => keyboardDrag(name, 'ArrowLeft');

beforeEach(layOutTiles);
afterEach(() => vi.restoreAllMocks());

describe('Gallery', () => {
  it('tells a screen reader how to move an image, and each move, in the panel’s Turkish (issue 30)', async () => {
    renderGallery();
    // dnd-kit's own texts are English ("To pick up a draggable item, press the space bar…").
    expect(document.body).toHaveTextContent(/Taşımak için boşluk tuşuna basın/);
    expect(document.body).not.toHaveTextContent(/draggable/i);
    await moveLeft('Görsel 2');
    await waitFor(() => expect(document.body).toHaveTextContent(/Görsel 2 1\. sıraya bırakıldı\./));
    expect(document.body).not.toHaveTextContent(/draggable|dropped|picked up/i);
  });

  it("shows the images in the server's order with 'Kapak' on the first", () => {
    renderGallery();
    expect(tileImages()).toEqual(stored.map((item) => item.thumb_url));
    const tiles = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(tiles[0]).getByText('Kapak')).toBeInTheDocument();
    expect(within(tiles[1]).queryByText('Kapak')).toBeNull();
  });

  it('saves a drag as ONE files-queue request with the whole gallery, and the new first image is the cover', async () => {
    const { server } = renderGallery();
    await moveLeft('Görsel 3');
    expect(tileImages()).toEqual([stored[0], stored[2], stored[1]].map((item) => item.thumb_url));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/products/files-queue/7');
    expect(request.body).toEqual({ file_list: '[10,12,11]', gallery_type: 'gallery', _method: 'PUT' });
    expect(await screen.findByText('Değiştirildi!')).toBeInTheDocument();

    await moveLeft('Görsel 2');
    await waitFor(() => expect(writes(server)).toHaveLength(2));
    expect(writes(server)[1].body).toMatchObject({ file_list: '[12,10,11]' });
    const first = within(screen.getByRole('list')).getAllByRole('listitem')[0];
    expect(within(first).getByRole('img')).toHaveAttribute('src', stored[2].thumb_url);
    expect(within(first).getByText('Kapak')).toBeInTheDocument();
  });

  it("goes back to the server's order with 'Sıra Düzeni Değiştirilmedi!' when the server refuses", async () => {
    renderGallery(() => ({ status: 422, body: { success: false, message: 'Sıra Düzeni Değiştirilmedi!' } }));
    await moveLeft('Görsel 2');
    expect(await screen.findByText('Sıra Düzeni Değiştirilmedi!')).toBeInTheDocument();
    await waitFor(() => expect(tileImages()).toEqual(stored.map((item) => item.thumb_url)));
  });

  it('uploads many images in one request, and refuses a non-image at once without sending it', async () => {
    const added = [file(13, 0), file(14, -1)];
    const { server } = renderGallery(() => ({
      status: 201,
      body: { success: true, data: [...stored, ...added] },
    }));
    const png = (name: string) => new File(['png'], name, { type: 'image/png' });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(screen.getByTestId('gallery-files'), [png('a.png'), svg, png('b.png')], {
      applyAccept: false,
    });
    // Nothing is sent before each new image's alt text is asked.
    await confirmAltTexts(async (dialog) => {
      expect(within(dialog).getByText('a.png')).toBeInTheDocument();
      expect(within(dialog).queryByText('logo.svg')).toBeNull();
      expect(writes(server)).toHaveLength(0);
      const [first] = [...dialog.querySelectorAll<HTMLElement>('[data-alt-entry]')];
      await userEvent.type(within(first).getByLabelText('Alternatif Metin (TR)'), 'Sınıfta katılımcılar');
      await userEvent.type(
        await within(first).findByLabelText('Alternatif Metin (EN)'),
        'Participants in class',
      );
      const second = dialog.querySelector<HTMLElement>('[data-alt-entry="1"]') as HTMLElement;
      await userEvent.click(within(second).getByLabelText('Yalnızca süs (alternatif metin gerekmez)'));
    });
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/products/7/files');
    expect((request.form?.getAll('files') as File[]).map((item) => item.name)).toEqual(['a.png', 'b.png']);
    expect(request.body).toMatchObject({ gallery_type: 'gallery' });
    expect(JSON.parse(request.body?.file_alts as string)).toEqual([
      { alt: { tr: 'Sınıfta katılımcılar', en: 'Participants in class' }, decorative: 0 },
      { alt: {}, decorative: 1 },
    ]);
    expect(
      screen.getByText(/Yalnızca JPEG, PNG veya WebP görsel yüklenebilir: logo\.svg/),
    ).toBeInTheDocument();
    await waitFor(() => expect(tileImages()).toHaveLength(5));
  });

  it("shows the server's reason when an upload is refused", async () => {
    renderGallery(() => ({
      status: 413,
      body: { success: false, message: 'Dosya çok büyük (en fazla 5 MB)' },
    }));
    await userEvent.upload(
      screen.getByTestId('gallery-files'),
      new File(['x'], 'big.jpg', { type: 'image/jpeg' }),
    );
    await confirmAltTexts();
    expect(await screen.findByText('Başarısız! Dosya çok büyük (en fazla 5 MB)')).toBeInTheDocument();
    await waitFor(() => expect(tileImages()).toHaveLength(3));
  });

  it('deletes an image only after the spec confirmation', async () => {
    const { server } = renderGallery(() => ({
      body: { success: true, message: 'Silindi!', data: stored[1] },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Sil: Görsel 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Emin Misin?!')).toBeInTheDocument();
    expect(within(dialog).getByText('Kalıcı Olarak Silinecek!')).toBeInTheDocument();
    expect(writes(server)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Evet, Sil!' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]).toMatchObject({
      url: '/api/admin/products/files/11',
      body: { _method: 'DELETE' },
    });
    await waitFor(() => expect(tileImages()).toEqual([stored[0], stored[2]].map((item) => item.thumb_url)));
  });

  it('flags an image with no alt text unless it is decorative, and saves an edited alt text with PUT files/:id', async () => {
    const described = { ...file(10, 3), alt: { tr: 'Kapak görseli' } };
    const decorative = { ...file(11, 2), decorative: 1 };
    const bare = file(12, 1);
    const { server } = renderGallery(
      () => ({ body: { success: true, data: { ...bare, alt: { tr: 'Beyaz tahta', en: 'Whiteboard' } } } }),
      [described, decorative, bare],
    );
    const tiles = [...document.querySelectorAll<HTMLElement>('[data-gallery-file]')];
    expect(tiles.map((tile) => within(tile).queryByText('Alternatif metin yok') !== null)).toEqual([
      false,
      false,
      true,
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Alternatif metin: Görsel 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alternatif metin: Görsel 3' });
    await userEvent.type(within(dialog).getByLabelText('Alternatif Metin (TR)'), 'Beyaz tahta');
    await userEvent.type(await within(dialog).findByLabelText('Alternatif Metin (EN)'), 'Whiteboard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/products/files/12');
    expect(request.body?._method ?? request.method).toBe('PUT');
    expect(JSON.parse(request.body?.alt as string)).toEqual({ tr: 'Beyaz tahta', en: 'Whiteboard' });
    await waitFor(() => expect(screen.queryByText('Alternatif metin yok')).toBeNull());
  });
});
