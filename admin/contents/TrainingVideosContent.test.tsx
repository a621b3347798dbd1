import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../tests/helpers/catalogue';
import { renderWithAdmin } from '../common/testUtils';
import { contentBlock } from '../testing/contentBlock';
import { realApiForFile, renderWithRealAdmin } from '../testing/realApi';
import { TrainingVideosContent } from './TrainingVideosContent';

/*
 * The training videos editor against the real API (issue 33), on the demo content: its block stores four
 * videos by their YouTube id, as older rows did. The tests run in order on one application: the save below
 * changes what the upload test starts from.
 */

const blockUrl = '/api/admin/contents/educations/training_videos';
const firstVideo = 'https://www.youtube.com/watch?v=kR9tD3vQp2M';

interface StoredBlock {
  data: {
    title: Record<string, string>;
    videos: { video_url?: string; youtube_id?: string; vimeo_id?: string; poster?: string }[];
  };
}

// A render against the real application and a save take 10–15 s on two loaded cores (the web project's 15 s).
describe('a content page editor (training videos), against the real API', { timeout: 45_000 }, () => {
  const api = realApiForFile({ seed: true });
  const stored = async () => (await api().read<{ data: StoredBlock }>(blockUrl)).data.data;
  const writes = () => api().requests.filter((request) => request.method !== 'GET');

  it('reads its block at /contents/:page/:name and shows a video stored by its id as its link', async () => {
    renderWithRealAdmin(api(), <TrainingVideosContent />);
    expect(await screen.findByDisplayValue(firstVideo)).toBeInTheDocument();
    expect(api().requests.some((request) => request.url === blockUrl)).toBe(true);
    expect(screen.getByLabelText('Başlık (TR)')).toHaveValue('Eğitim Videoları');
  });

  it('saves the whole block with the new video, then says Güncellendi!', async () => {
    const before = (await stored()).videos.length;
    renderWithRealAdmin(api(), <TrainingVideosContent />);
    const title = await screen.findByLabelText('Başlık (TR)');
    await userEvent.clear(title);
    await userEvent.type(title, 'Videolarımız');
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    const links = screen.getAllByLabelText('Video Bağlantısı');
    await userEvent.type(links.at(-1)!, 'https://vimeo.com/76979871');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Güncellendi!')).toBeInTheDocument();
    const block = await stored();
    expect(block.title).toEqual({ tr: 'Videolarımız', en: 'Training Videos' });
    expect(block.videos).toHaveLength(before + 1);
    expect(block.videos[0]).toMatchObject({ youtube_id: 'kR9tD3vQp2M' });
    expect(block.videos.at(-1)).toMatchObject({ vimeo_id: '76979871' });
  });

  it("refuses a link that is not a video with the shared schema's message, before asking the server", async () => {
    renderWithRealAdmin(api(), <TrainingVideosContent />);
    const [link] = await screen.findAllByLabelText('Video Bağlantısı');
    await userEvent.clear(link);
    await userEvent.type(link, 'https://example.com/video');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const row = link.closest('li') as HTMLElement;
    expect(await within(row).findByText('Geçerli bir YouTube veya Vimeo adresi giriniz')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    expect((await stored()).videos[0]).toMatchObject({ youtube_id: 'kR9tD3vQp2M' });
  });

  it('uploads a poster per video through the checked image upload and saves its URL with the video', async () => {
    const { container } = renderWithRealAdmin(api(), <TrainingVideosContent />);
    await screen.findByDisplayValue(firstVideo);
    const [picker] = container.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const png = await pngImage(960, 540);
    await userEvent.upload(picker, new File([new Uint8Array(png)], 'kapak.png', { type: 'image/png' }));
    // The first video's poster (the demo's) is replaced by the upload's WebP copy.
    const uploaded = /^\/uploads\/editor\/[a-f0-9]{32}\.webp$/;
    const poster = await waitFor(() => {
      const [first] = screen.getAllByRole('img', { name: 'Kapak Görseli' });
      expect(first.getAttribute('src')).toMatch(uploaded);
      return first.getAttribute('src');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Güncellendi!')).toBeInTheDocument();
    expect((await stored()).videos[0].poster).toBe(poster);
  });
});

describe('a content page editor (training videos), given a refusal', () => {
  // A field error the panel's own check cannot raise (the shared schema passes it): the server's answer alone.
  it("puts the server's field errors under the block's inputs", async () => {
    const block = contentBlock(8, 'educations', 'training_videos', {
      title: { tr: 'Eğitim Videoları' },
      videos: [{ title: { tr: 'Giriş' }, description: {}, youtube_id: 'kR9tD3vQp2M', duration: '12:48' }],
    });
    renderWithAdmin(<TrainingVideosContent />, (request) =>
      request.method === 'GET'
        ? { body: { success: true, data: block } }
        : {
            status: 422,
            body: {
              success: false,
              message: 'Doğrulama hatası',
              errors: { 'videos.0.duration': 'Bu Alan 20 Karakteri Geçemez' },
            },
          },
    );
    const title = await screen.findByLabelText('Başlık (TR)');
    await userEvent.type(title, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu Alan 20 Karakteri Geçemez')).toBeInTheDocument();
  });
});
