import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { stubActiveLanguages } from '../testing/fakeFetch';
import { renderWithAdmin } from './testUtils';
import { TranslatedInput } from './TranslatedInput';

/* Issue 30: a tab per active language, and a tab whose text is not translated yet says so. */

beforeEach(() =>
  stubActiveLanguages([
    { abbr: 'tr', lang: 'Türkçe' },
    { abbr: 'en', lang: 'English' },
    { abbr: 'de', lang: 'Deutsch' },
  ]),
);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderTitle = (title: Record<string, string>) =>
  renderWithAdmin(
    <Form record={{ id: 1, title }}>
      <TranslatedInput source="title" label="Başlık" />
    </Form>,
    () => ({ body: { success: true, data: {} } }),
  );

describe('the language tabs', () => {
  afterEach(() => i18nProvider.changeLocale('tr'));

  it("marks a language whose text is empty while the default language's is filled", async () => {
    renderTitle({ tr: 'Excel Eğitimi', en: 'Excel Training', de: '' });
    const german = await screen.findByRole('tab', { name: 'DE Çeviri eksik' }, { timeout: 10_000 });
    expect(german).toHaveAttribute('title', 'Deutsch: Çeviri eksik');
    expect(screen.getByRole('tab', { name: 'EN' })).toHaveAttribute('title', 'English');
    expect(screen.getByRole('tab', { name: 'TR' })).toBeInTheDocument();

    // Translated: the mark goes.
    fireEvent.click(german);
    fireEvent.change(screen.getByRole('textbox', { name: 'Başlık (DE)' }), {
      target: { value: 'Excel-Schulung' },
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'DE' })).toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'Çeviri eksik' })).toBeNull();
  });

  it('marks nothing while the default language has no text either, nor a text of spaces or empty rich text', async () => {
    renderTitle({ tr: '', en: '', de: '' });
    expect(await screen.findByRole('tab', { name: 'DE' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Çeviri eksik' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Başlık (TR)' }), { target: { value: 'Word' } });
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Çeviri eksik' })).toHaveLength(2));
    renderTitle({ tr: '<p>Word</p>', en: '<p></p>', de: ' ' });
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Çeviri eksik' })).toHaveLength(4));
  });

  it('says it in English in the English panel', async () => {
    await i18nProvider.changeLocale('en');
    renderTitle({ tr: 'Excel Eğitimi', en: 'Excel Training', de: '' });
    expect(
      await screen.findByRole('tab', { name: 'DE Translation missing' }, { timeout: 10_000 }),
    ).toHaveAttribute('title', 'Deutsch: Translation missing');
  });
});
