import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, useLocaleState } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { useDocumentLanguage } from './useDocumentTitle';

function Probe() {
  useDocumentLanguage();
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('en')}>
      English
    </button>
  );
}

describe('useDocumentLanguage', () => {
  it('gives the page the panel’s language, so English text is upper-cased with English rules', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Probe />
      </AdminContext>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
    await act(async () => screen.getByRole('button', { name: 'English' }).click());
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    const label = document.createElement('span');
    label.textContent = 'Content operations';
    // jsdom applies no CSS; what the browser's uppercase does with lang="en" is what toUpperCase() gives.
    expect(label.textContent.toLocaleUpperCase(document.documentElement.lang)).toBe('CONTENT OPERATIONS');
  });
});
