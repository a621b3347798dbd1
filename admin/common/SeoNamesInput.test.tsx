import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubActiveLanguages } from '../testing/fakeFetch';
import { TranslatedInput } from './TranslatedInput';
import { SeoNamesInput } from './SeoNamesInput';
import { renderWithAdmin } from './testUtils';

/* Issue 30: a record's address per language, in the language tabs; an empty one uses the Turkish address. */

beforeEach(() => stubActiveLanguages());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderForm = (record: Record<string, unknown>, onSubmit = vi.fn()) => {
  renderWithAdmin(
    <Form record={record} onSubmit={onSubmit}>
      <TranslatedInput source="title" label="Başlık" />
      <SeoNamesInput from="title" fromTranslated pathPrefix="/kurs/" />
      <button type="submit">Gönder</button>
    </Form>,
    () => ({ body: { success: true, data: {} } }),
  );
  return onSubmit;
};

describe('the address per language', () => {
  it('shows the Turkish address under /en/ while the English one is empty, and the English one once typed', async () => {
    const onSubmit = renderForm({
      id: 1,
      title: { tr: 'Excel Eğitimi', en: 'Excel Training' },
      seo_name: 'excel-egitimi',
      seo_names: {},
    });
    const turkish = await screen.findByRole('textbox', { name: 'SEO Adı (TR)' }, { timeout: 10_000 });
    expect(turkish).toHaveValue('excel-egitimi');
    expect(screen.getByText('Adres: /kurs/excel-egitimi')).toBeInTheDocument();

    const seoTabs = screen.getByRole('tablist', { name: 'SEO Adı: diller' });
    fireEvent.click(await within(seoTabs).findByRole('tab', { name: 'EN' }, { timeout: 10_000 }));
    const english = screen.getByRole('textbox', { name: 'SEO Adı (EN)' });
    expect(english).toHaveValue('');
    expect(
      screen.getByText('Boş bırakılırsa bu dilde de Türkçe adres kullanılır. Adres: /en/kurs/excel-egitimi'),
    ).toBeInTheDocument();

    // A typed address follows the slug rule when the input is left, and is what the form sends.
    fireEvent.change(english, { target: { value: 'Excel Training Course!' } });
    fireEvent.blur(english);
    await waitFor(() => expect(english).toHaveValue('excel-training-course'));
    expect(screen.getByText('Adres: /en/kurs/excel-training-course')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      seo_name: 'excel-egitimi',
      seo_names: { en: 'excel-training-course' },
    });
  });

  it("makes a new record's English address from its English title", async () => {
    renderForm({ title: { tr: '', en: '' }, seo_name: '', seo_names: {} });
    const titleTabs = await screen.findByRole('tablist', { name: 'Başlık: diller' }, { timeout: 10_000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Başlık (TR)' }), {
      target: { value: 'Word Eğitimi' },
    });
    fireEvent.click(within(titleTabs).getByRole('tab', { name: /^EN/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Başlık (EN)' }), {
      target: { value: 'Word Training' },
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'SEO Adı (TR)' })).toHaveValue('word-egitimi'),
    );
    expect(screen.getByDisplayValue('word-training')).toBeInTheDocument();
  });
});
