import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, sessionKeys } from '../auth/session';
import { pathAfterSignIn, readSessionEnded } from '../auth/sessionEnd';
import socialMedia from '../settings/socialMedia';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import { socialMediaItem, socialMediaServer } from '../testing/socialMediaServer';

/*
 * Issue 27: a form in progress comes back after signing in again. The session ends under an edit form with
 * unsaved changes (its save meets a 401); the same user signs in again and opens the form: the changes are
 * back, unsaved, with a notice.
 */

const path = '/admin/settings/social-media/3';
const typed = 'https://instagram.com/yeni';
const restoredNotice = 'Kaydedilmemiş değişiklikleriniz geri yüklendi';

const idleEnd = { status: 401, body: { success: false, message: 'Oturum geçersiz', reason: 'idle' } };

const leavePrompted = () => {
  const leave = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leave);
  return leave.defaultPrevented;
};

const permissions = ['dashboard', 'settings', 'social-media'];
beforeEach(() => {
  sessionStorage.clear();
  preparePanel(permissions);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Edits the form, then saves as the session has ended on the server: the 401 takes the user away. */
async function loseSessionWhileEditing() {
  const go = vi.fn();
  const server = renderPanelAt(
    path,
    [socialMedia],
    (request) => (request.method === 'GET' ? socialMediaServer(request) : idleEnd),
    {
      go,
    },
  );
  fireEvent.change(await screen.findByDisplayValue(socialMediaItem.uri), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(go).toHaveBeenCalledWith('/giris-yap'));
  expect(server.requests.filter((request) => request.method !== 'GET')).toHaveLength(1);
  return go;
}

describe('a form in progress when the session ends', { timeout: 30_000 }, () => {
  it('is kept, the leave prompt stays quiet, and it comes back unsaved after the same user signs in', async () => {
    await loseSessionWhileEditing();
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
    expect(readSessionEnded()).toMatchObject({ reason: 'idle', returnTo: path });
    expect(leavePrompted()).toBe(false);
    cleanup();

    // Signing in again (the login screen sends the same user back here).
    preparePanel(permissions);
    expect(pathAfterSignIn('admin@akademi.local')).toBe(path);
    const server = renderPanelAt(path, [socialMedia], socialMediaServer);
    expect(await screen.findByDisplayValue(typed)).toBeInTheDocument();
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    // Untouched fields show the record as the server has it.
    expect(screen.getByDisplayValue(socialMediaItem.name)).toBeInTheDocument();
    // Still unsaved: the leave-page warning guards it, and nothing was sent.
    await waitFor(() => expect(leavePrompted()).toBe(true));
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    // Restored once: the kept copy is gone.
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('akademi.keptForm:'))).toEqual([]);
  });

  it('is not given to another user signing in in the same tab', async () => {
    await loseSessionWhileEditing();
    cleanup();
    preparePanel(permissions);
    saveSession({
      token: 'u'.repeat(43),
      data: {
        name: 'Mehmet',
        email: 'mehmet@akademi.local',
        role_group: { key: 'admin', name: 'Yönetici', permissions },
      },
      expires_in: 3600,
    });
    renderPanelAt(path, [socialMedia], socialMediaServer);
    expect(await screen.findByDisplayValue(socialMediaItem.uri)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(typed)).toBeNull();
    expect(screen.queryByText(restoredNotice)).toBeNull();
    expect(leavePrompted()).toBe(false);
  });
});
