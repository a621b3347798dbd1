import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareNetworks } from '../../shared/share';
import { mockFetch, renderSite } from '../test/renderSite';
import { ShareWidget } from './ShareWidget';

afterEach(() => vi.restoreAllMocks());

const props = {
  url: 'https://akademi.example/kurs/python',
  title: 'Python ile Veri Analizi',
  description: 'Dört günlük eğitim',
  hashtags: ['VeriAnalitiği', 'Python'],
};

describe('ShareWidget (SPEC §7)', () => {
  it('offers six networks first and all 29 on request', async () => {
    mockFetch(() => new Response('{}'));
    const user = userEvent.setup();
    const { container } = renderSite(<ShareWidget {...props} />);
    expect(container.querySelectorAll('[data-network]')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Daha fazla seçenek' }));
    const shown = [...container.querySelectorAll('[data-network]')].map((el) =>
      el.getAttribute('data-network'),
    );
    expect(shown.sort()).toEqual([...shareNetworks].sort());
  });

  it('gives Facebook only the first hashtag', () => {
    mockFetch(() => new Response('{}'));
    renderSite(<ShareWidget {...props} />);
    const href = screen.getByRole('link', { name: /Facebook/ }).getAttribute('href') ?? '';
    expect(new URL(href).searchParams.get('hashtag')).toBe('#VeriAnalitiği');
    const tweet = screen.getByRole('link', { name: /Twitter/ }).getAttribute('href') ?? '';
    expect(new URL(tweet).searchParams.get('hashtags')).toBe('VeriAnalitiği,Python');
  });

  it('opens web networks in a 626 × 436 popup and follows mailto: links itself', async () => {
    mockFetch(() => new Response('{}'));
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValue({ closed: false, focus: () => undefined } as unknown as Window);
    const user = userEvent.setup();
    renderSite(<ShareWidget {...props} />);
    await user.click(screen.getByRole('link', { name: /LinkedIn/ }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0];
    expect(String(url)).toContain('linkedin.com');
    expect(features).toContain('width=626');
    expect(features).toContain('height=436');

    const mail = screen.getByRole('link', { name: /E-mail/ });
    expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=Python/);
    expect(mail).not.toHaveAttribute('target');
  });

  it("draws each network's own mark (a plain link icon where the set has none) and keeps the name as the label", async () => {
    mockFetch(() => new Response('{}'));
    const user = userEvent.setup();
    const { container } = renderSite(<ShareWidget {...props} />);
    await user.click(screen.getByRole('button', { name: 'Daha fazla seçenek' }));
    const mark = (network: string) =>
      container.querySelector(`[data-network="${network}"] svg`)?.getAttribute('class') ?? '';
    expect(mark('facebook')).toContain('tabler-icon-brand-facebook');
    expect(mark('twitter')).toContain('tabler-icon-brand-x');
    expect(mark('whatsapp')).toContain('tabler-icon-brand-whatsapp');
    expect(mark('telegram')).toContain('tabler-icon-brand-telegram');
    expect(mark('email')).toContain('tabler-icon-mail');
    expect(mark('quora')).toContain('tabler-icon-link');
    // The mark is decoration: the accessible name is the network's name alone, as before.
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toBeInTheDocument();
    for (const svg of container.querySelectorAll('[data-network] svg')) {
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });
});
