import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, useLocaleState } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { ScreensContext } from '../navigation/ScreensContext';
import type { AdminScreen } from '../navigation/screen';
import { useDocumentTitle } from './useDocumentTitle';

const screens: AdminScreen[] = [{ route: 'contracts', resource: 'contracts', icon: () => null }];

function Probe() {
  useDocumentTitle();
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('en')}>
      English
    </button>
  );
}

describe('useDocumentTitle', () => {
  it('names the screen and the panel in the panel’s language (issue 30)', async () => {
    render(
      <MemoryRouter initialEntries={['/contracts']}>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <ScreensContext.Provider value={screens}>
            <Probe />
          </ScreensContext.Provider>
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Sözleşmeler | Akademi Yönetim Paneli'));
    await act(async () => screen.getByRole('button', { name: 'English' }).click());
    await waitFor(() => expect(document.title).toBe('Contracts | Akademi Admin Panel'));
  });
});
