import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Create, Edit, ResourceContextProvider, SaveButton, TextInput, Toolbar } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { FlagInput } from '../catalogue/FlagInput';
import { i18nProvider } from '../i18n/i18nProvider';
import type { RecordedRequest } from '../testing/fakeFetch';
import { AdminSimpleForm } from './AdminForms';
import { CoverWarning, courseHasCover, newsHasCover } from './CoverWarning';
import { renderWithAdmin, writes } from './testUtils';

/* Publishing a course or news item without a cover image asks first (issue 28). */

const question = 'Kapak görseli yok. Yine de yayınlansın mı?';

function server(record: Record<string, unknown>) {
  return (request: RecordedRequest) => {
    if (request.method === 'GET') return { body: { success: true, data: { id: 4, ...record } } };
    return { body: { success: true, data: { id: 4, ...record, ...request.body } } };
  };
}

const form = (
  <AdminSimpleForm
    toolbar={
      <Toolbar>
        <SaveButton alwaysEnable />
      </Toolbar>
    }
  >
    <TextInput source="title" />
    <FlagInput source="is_published" label="Yayında" />
  </AdminSimpleForm>
);

const createCourse = (
  <ResourceContextProvider value="products">
    <Create redirect={false}>
      <CoverWarning flag="is_published" hasCover={courseHasCover}>
        {form}
      </CoverWarning>
    </Create>
  </ResourceContextProvider>
);

const editCourse = (
  <ResourceContextProvider value="products">
    <Edit id={4} mutationMode="pessimistic" redirect={false}>
      <CoverWarning flag="is_published" hasCover={courseHasCover}>
        {form}
      </CoverWarning>
    </Edit>
  </ResourceContextProvider>
);

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
const sent = (fake: Parameters<typeof writes>[0]) => writes(fake).map((request) => request.body);

afterEach(async () => {
  await i18nProvider.changeLocale('tr');
});

describe('CoverWarning', () => {
  it('asks before a new course goes live without images; cancel sends nothing, confirm publishes', async () => {
    const { server: fake } = renderWithAdmin(createCourse, server({}));
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'Görselsiz Kurs' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Yayında' }));
    save();
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    expect(writes(fake)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fake)).toHaveLength(0);

    save();
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yine de Yayınla' }));
    await waitFor(() => expect(writes(fake)).toHaveLength(1));
    expect(sent(fake)[0]).toMatchObject({ title: 'Görselsiz Kurs', is_published: '1' });
  });

  it('saves a draft without asking', async () => {
    const { server: fake } = renderWithAdmin(createCourse, server({}));
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'Taslak Kurs' } });
    expect(screen.getByRole('switch', { name: 'Yayında' })).not.toBeChecked();
    save();
    await waitFor(() => expect(writes(fake)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(fake)[0]).toMatchObject({ title: 'Taslak Kurs' });
  });

  it('publishes a draft that has a cover, or saves a course already live, without asking', async () => {
    for (const record of [
      { title: 'Kapaklı', is_published: 0, cover_url: '/uploads/products/kapak.webp' },
      { title: 'Zaten Yayında', is_published: 1, cover_url: null },
    ]) {
      const { server: fake, unmount } = renderWithAdmin(editCourse, server(record));
      const toggle = await screen.findByRole('switch', { name: 'Yayında' });
      if (!record.is_published) fireEvent.click(toggle);
      save();
      await waitFor(() => expect(writes(fake)).toHaveLength(1));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(sent(fake)[0]).toMatchObject({ is_published: '1' });
      unmount();
    }
  });

  it('asks when a draft without a cover is published from its edit screen', async () => {
    const { server: fake } = renderWithAdmin(editCourse, server({ title: 'Taslak', is_published: 0 }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Yayında' }));
    save();
    expect(await screen.findByText(question)).toBeInTheDocument();
    expect(writes(fake)).toHaveLength(0);
  });

  it('asks in English in an English panel', async () => {
    await i18nProvider.changeLocale('en');
    renderWithAdmin(createCourse, server({}));
    fireEvent.click(await screen.findByRole('switch', { name: 'Yayında' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No cover image. Publish anyway?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Publish anyway' })).toBeInTheDocument();
  });
});

describe('what counts as a cover', () => {
  it('is a course’s first gallery image (the server’s cover_url)', () => {
    expect(courseHasCover({}, { id: 1, cover_url: '/uploads/products/a.webp' })).toBe(true);
    expect(courseHasCover({}, { id: 1, cover_url: null })).toBe(false);
    expect(courseHasCover({}, undefined)).toBe(false);
  });

  it('is a news item’s image: a picked file, or the stored one unless it is being removed', () => {
    const stored = { id: 1, image_url: '/uploads/news/a.webp' };
    expect(newsHasCover({ image: new File(['x'], 'a.png') }, undefined)).toBe(true);
    expect(newsHasCover({}, stored)).toBe(true);
    expect(newsHasCover({ remove_image: 1 }, stored)).toBe(false);
    expect(newsHasCover({}, { id: 1, image_url: null })).toBe(false);
  });
});
