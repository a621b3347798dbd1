import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import socialMedia from '../settings/socialMedia';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import { socialMediaItem, socialMediaServer } from '../testing/socialMediaServer';

/* Issue 14: edits are not lost without a warning, and the browser's English bubbles never show. */

beforeEach(() => preparePanel(['dashboard', 'settings', 'social-media']));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('every back office form', { timeout: 30_000 }, () => {
  it('asks before a menu click throws away unsaved edits, and stays when told to', async () => {
    const server = renderPanelAt('/admin/settings/social-media/3', [socialMedia], socialMediaServer);
    const uri = await screen.findByDisplayValue(socialMediaItem.uri, {}, { timeout: 10_000 });
    expect(uri.closest('form')?.noValidate).toBe(true);
    fireEvent.change(uri, { target: { value: 'https://instagram.com/yeni' } });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);

    const listLink = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/admin/settings/social-media');
    fireEvent.click(listLink!);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/kaydedilmedi/)));
    expect(window.location.pathname).toBe('/admin/settings/social-media/3');
    expect(screen.getByDisplayValue('https://instagram.com/yeni')).toBeInTheDocument();

    confirm.mockReturnValue(true);
    fireEvent.click(listLink!);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/settings/social-media'));
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
