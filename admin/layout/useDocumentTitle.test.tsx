import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ScreensContext } from '../navigation/ScreensContext';
import type { AdminScreen } from '../navigation/screen';
import { renderInPanelLanguage, switchToEnglish } from '../testing/panelLanguage';
import { useDocumentTitle } from './useDocumentTitle';

const screens: AdminScreen[] = [{ route: 'contracts', resource: 'contracts', icon: () => null }];

function Probe() {
  useDocumentTitle();
  return null;
}

const atContracts = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/contracts']}>{children}</MemoryRouter>
);

describe('useDocumentTitle', () => {
  it('names the screen and the panel in the panel’s language (issue 30)', async () => {
    renderInPanelLanguage(
      <ScreensContext.Provider value={screens}>
        <Probe />
      </ScreensContext.Provider>,
      { wrapper: atContracts },
    );
    await waitFor(() => expect(document.title).toBe('Sözleşmeler | Akademi Yönetim Paneli'));
    await switchToEnglish();
    await waitFor(() => expect(document.title).toBe('Contracts | Akademi Admin Panel'));
  });
});
