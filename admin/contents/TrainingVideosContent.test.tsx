import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin, writes } from '../common/testUtils';
import { contentBlock } from '../testing/contentBlock';
import type { RecordedRequest } from '../testing/fakeFetch';
import { TrainingVideosContent } from './TrainingVideosContent';

const block = contentBlock(8, 'educations', 'training_videos', {
  title: { tr: 'Eğitim Videoları', en: 'Training Videos' },
  summary: { tr: 'Kısa videolar' },
  // Stored with its id only, as the demo content has it.
  videos: [
    {
      title: { tr: 'Python ile Veri Analizine Giriş' },
      description: {},
      youtube_id: 'kR9tD3vQp2M',
      duration: '12:48',
    },
  ],
});

function renderEditor(write: (request: RecordedRequest) => { status?: number; body?: unknown }) {
  return renderWithAdmin(<TrainingVideosContent />, (request) =>
    request.method === 'GET' ? { body: { success: true, data: block } } : write(request),
  );
}

describe('a content page editor (training videos)', () => {
  it('reads its block at /contents/:page/:name and shows a stored video as its link', async () => {
    const { server } = renderEditor(() => ({ body: { success: true } }));
    expect(
      await screen.findByDisplayValue('https://www.youtube.com/watch?v=kR9tD3vQp2M'),
    ).toBeInTheDocument();
    expect(server.requests[0].url).toBe('/api/admin/contents/educations/training_videos');
    expect(screen.getByLabelText('Başlık (TR)')).toHaveValue('Eğitim Videoları');
  });

  it('saves the whole block as `data` (JSON), with the new video, then says Güncellendi!', async () => {
    const { server } = renderEditor(() => ({
      body: { success: true, message: 'Güncellendi!', data: block },
    }));
    const title = await screen.findByLabelText('Başlık (TR)');
    await userEvent.clear(title);
    await userEvent.type(title, 'Videolarımız');
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    const links = screen.getAllByLabelText('Video Bağlantısı');
    await userEvent.type(links[1], 'https://vimeo.com/76979871');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/contents/educations/training_videos');
    expect(request.body?._method).toBe('PUT');
    const data = JSON.parse(String(request.body?.data)) as {
      title: Record<string, string>;
      videos: { video_url: string }[];
    };
    expect(data.title).toEqual({ tr: 'Videolarımız', en: 'Training Videos' });
    expect(data.videos.map((video) => video.video_url)).toEqual([
      'https://www.youtube.com/watch?v=kR9tD3vQp2M',
      'https://vimeo.com/76979871',
    ]);
    expect(await screen.findByText('Güncellendi!')).toBeInTheDocument();
  });

  it("refuses a link that is not a video with the shared schema's message, before asking the server", async () => {
    const { server } = renderEditor(() => ({ body: { success: true } }));
    const [link] = await screen.findAllByLabelText('Video Bağlantısı');
    await userEvent.clear(link);
    await userEvent.type(link, 'https://example.com/video');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const row = link.closest('li') as HTMLElement;
    expect(await within(row).findByText('Geçerli bir YouTube veya Vimeo adresi giriniz')).toBeInTheDocument();
    expect(writes(server)).toHaveLength(0);
  });

  it("puts the server's field errors under the block's inputs", async () => {
    renderEditor(() => ({
      status: 422,
      body: {
        success: false,
        message: 'Doğrulama hatası',
        errors: { 'videos.0.duration': 'Bu Alan 20 Karakteri Geçemez' },
      },
    }));
    const title = await screen.findByLabelText('Başlık (TR)');
    await userEvent.type(title, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu Alan 20 Karakteri Geçemez')).toBeInTheDocument();
  });

  it('uploads a poster per video through the checked image upload and saves its URL with the video', async () => {
    const { server, container } = renderEditor((request) =>
      request.url === '/api/admin/uploads/image'
        ? { body: { success: true, data: { url: '/uploads/contents/poster.webp', width: 960, height: 540 } } }
        : { body: { success: true, message: 'Güncellendi!', data: block } },
    );
    await screen.findByDisplayValue('https://www.youtube.com/watch?v=kR9tD3vQp2M');
    expect(screen.getByRole('group', { name: 'Kapak Görseli' })).toBeInTheDocument();
    const picker = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(picker, new File(['png'], 'kapak.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Kapak Görseli' })).toHaveAttribute(
      'src',
      '/uploads/contents/poster.webp',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(server)).toHaveLength(2));
    const [upload, save] = writes(server);
    expect(upload.url).toBe('/api/admin/uploads/image');
    const data = JSON.parse(String(save.body?.data)) as { videos: { poster: string }[] };
    expect(data.videos[0].poster).toBe('/uploads/contents/poster.webp');
  });
});
