import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { LanguageMenu } from './LanguageMenu';

describe('LanguageMenu', () => {
  it('names itself with the current language and, when compact, the code it shows (label in name); switches', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <LanguageMenu compact />
      </AdminContext>,
    );
    const button = await screen.findByRole('button', { name: 'Dil: Türkçe, TR' });
    expect(button.textContent).toBe('TR');
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Language: English, EN' }).textContent).toBe('EN'),
    );
  });
});
