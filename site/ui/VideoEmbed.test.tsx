import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderSite } from '../test/renderSite';
import { VideoEmbed } from './VideoEmbed';

afterEach(() => vi.restoreAllMocks());

describe('VideoEmbed', () => {
  it('shows the video’s own poster (sized, decorative) and asks YouTube for nothing before play', async () => {
    mockFetch(() => new Response('{}'));
    const user = userEvent.setup();
    const { container } = renderSite(
      <VideoEmbed
        youtubeId="kR9tD3vQp2M"
        title="Python ile Veri Analizine Giriş"
        poster="/uploads/demo/video-1.webp"
      />,
    );
    const poster = container.querySelector('img');
    expect(poster).toHaveAttribute('src', '/uploads/demo/video-1.webp');
    expect(poster).toHaveAttribute('alt', '');
    expect(poster).toHaveAttribute('width', '960');
    expect(poster).toHaveAttribute('height', '540');
    expect(container.innerHTML).not.toMatch(/youtube|ytimg/);

    await user.click(screen.getByRole('button', { name: 'Videoyu oynat: Python ile Veri Analizine Giriş' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/kR9tD3vQp2M?autoplay=1&rel=0',
    );
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps the plain poster when the video has no image, and draws nothing for an invalid id', () => {
    mockFetch(() => new Response('{}'));
    const { container, rerender } = renderSite(<VideoEmbed youtubeId="kR9tD3vQp2M" title="Video" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button')).toBeInTheDocument();
    rerender(<VideoEmbed youtubeId="../x" title="Video" />);
    expect(container.querySelector('.video')).toBeNull();
  });
});
