import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider, TextInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, writes } from '../common/testUtils';
import { stubActiveLanguages } from '../testing/fakeFetch';
import { ContractCreate } from './ContractCreate';

/*
 * ra-input-rich-text cannot be imported under vitest here: its nested @tiptap/core (3.31) lacks an export its
 * nested extensions need, which Node's ESM loader refuses (the Vite build tolerates it). The rich text input
 * becomes a plain text input for these tests; the browser tests type into the real editor.
 */
vi.mock('../common/RichTextInput', () => ({
  RichTextInput: ({ source, label }: { source: string; label: string }) => (
    <TextInput source={source} label={label} multiline helperText={false} />
  ),
}));

function renderCreate() {
  return renderWithAdmin(
    <ResourceContextProvider value="contracts">
      <ContractCreate />
    </ResourceContextProvider>,
    (request) =>
      request.method === 'POST'
        ? {
            status: 422,
            body: {
              success: false,
              message: 'Doğrulama hatası',
              errors: { seo_name: 'Bu SEO adı başka bir kayıtta kullanılıyor' },
            },
          }
        : { body: { success: true, data: {} } },
  );
}

beforeEach(() => stubActiveLanguages());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the contract form', () => {
  it('makes the seo name from the Turkish name by the slug rule until the user writes their own', async () => {
    renderCreate();
    const name = await screen.findByRole('textbox', { name: 'Sözleşme Adı (TR) *' });
    const seo = screen.getByRole('textbox', { name: 'SEO Adı (TR)' });
    fireEvent.change(name, { target: { value: 'Üyelik Sözleşmesi' } });
    await waitFor(() => expect(seo).toHaveValue('uyelik-sozlesmesi'));
    fireEvent.change(seo, { target: { value: 'uyelik' } });
    fireEvent.change(name, { target: { value: 'Üyelik Sözleşmesi 2026' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seo).toHaveValue('uyelik');
    expect(screen.getByText('Adres: /sozlesme/uyelik')).toBeInTheDocument();
  });

  it('does not follow the English name for the seo name', async () => {
    renderCreate();
    const english = await screen.findByRole('textbox', { name: 'Sözleşme Adı (EN)', hidden: true });
    const seo = screen.getByRole('textbox', { name: 'SEO Adı (TR)' });
    fireEvent.change(english, { target: { value: 'Membership Agreement' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seo).toHaveValue('');
    fireEvent.change(screen.getByRole('textbox', { name: 'Sözleşme Adı (TR) *' }), {
      target: { value: 'Üyelik Sözleşmesi' },
    });
    await waitFor(() => expect(seo).toHaveValue('uyelik-sozlesmesi'));
  });

  it('has an input per active language for the name, the address and the text, as tabs', async () => {
    renderCreate();
    expect(await screen.findAllByRole('tab', { name: 'EN' })).toHaveLength(3);
    for (const tab of screen.getAllByRole('tab', { name: 'TR' })) {
      expect(tab).toHaveAttribute('aria-selected', 'true');
    }
    expect(screen.getByRole('textbox', { name: 'Sözleşme Adı (TR) *' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Sözleşme Adı (EN)', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Sözleşme Metni (TR) *' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Sözleşme Metni (EN)', hidden: true })).not.toBeVisible();
    // The address per language (issue 30): the English one optional, the Turkish one used while it is empty.
    expect(screen.getByRole('textbox', { name: 'SEO Adı (EN)', hidden: true })).not.toBeVisible();
  });

  it("sends the texts per language and shows the server's field error under its input", async () => {
    const { server } = renderCreate();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Sözleşme Adı (TR) *' }), {
      target: { value: 'Gizlilik' },
    });
    // The other languages' inputs come with the active language list.
    fireEvent.change(await screen.findByRole('textbox', { name: 'Sözleşme Adı (EN)', hidden: true }), {
      target: { value: 'Privacy' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Sözleşme Metni (TR) *' }), {
      target: { value: '<p>Metin</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu SEO adı başka bir kayıtta kullanılıyor')).toBeInTheDocument();
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/contracts');
    expect(request.body).toMatchObject({ seo_name: 'gizlilik' });
    expect(JSON.parse(String(request.body?.name))).toEqual({ tr: 'Gizlilik', en: 'Privacy' });
    expect(JSON.parse(String(request.body?.text))).toEqual({ tr: '<p>Metin</p>' });
  });

  it('shows the shared schema messages and sends nothing while the form is invalid', async () => {
    const { server } = renderCreate();
    const name = await screen.findByRole('textbox', { name: 'Sözleşme Adı (TR) *' });
    fireEvent.change(name, { target: { value: 'x' } });
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getAllByText('Bu Alan Zorunlu')).toHaveLength(2));
    expect(writes(server)).toHaveLength(0);
    // The Turkish tabs (name and text), which hold an error, are marked.
    expect(screen.getAllByRole('tab', { name: 'TR •' })).toHaveLength(2);
  });
});
