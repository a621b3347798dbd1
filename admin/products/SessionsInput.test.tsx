import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Edit, Form, ResourceContextProvider } from 'react-admin';
import { AdminSimpleForm } from '../common/AdminForms';
import { describe, expect, it, vi } from 'vitest';
import { toIsoInstant } from '../../shared/schemas/catalogueFields';
import { renderWithAdmin } from '../common/testUtils';
import { renderCourseInput, saveCourseInput } from '../testing/courseFormInput';
import { SessionsInput } from './SessionsInput';

const stored = {
  id: 4,
  sessions: [
    // 09:30 to 17:00 in Turkey (UTC+3).
    {
      id: 1,
      starts_at: '2026-11-26T06:30:00.000Z',
      ends_at: '2026-11-26T14:00:00.000Z',
      place: 'İstanbul',
      is_online: 0,
      seats: 20,
    },
  ],
};

const renderEditor = () => renderCourseInput(<SessionsInput />, 'sessions', stored);
/** What the form submitted for its sessions after "Kaydet". */
const savedSessions = async (onSubmit: ReturnType<typeof vi.fn>) =>
  (await saveCourseInput(onSubmit)).sessions as Record<string, unknown>[];

const rows = () =>
  screen.getAllByRole('listitem').filter((item) => within(item).queryByLabelText('Başlangıç'));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('SessionsInput', () => {
  it('shows a stored session in Turkish time, whatever the browser clock', () => {
    renderEditor();
    const [row] = rows();
    expect(within(row).getByLabelText('Başlangıç')).toHaveValue('2026-11-26T09:30');
    expect(within(row).getByLabelText('Bitiş')).toHaveValue('2026-11-26T17:00');
    expect(within(row).getByLabelText('Yer')).toHaveValue('İstanbul');
    expect(within(row).getByLabelText('Kontenjan')).toHaveValue(20);
  });

  it("keeps a stored session's id in what it submits, so the server updates that session in place", async () => {
    const onSubmit = renderEditor();
    type(within(rows()[0]).getByLabelText('Yer'), 'Ankara');
    const sessions = await savedSessions(onSubmit);
    expect(sessions).toEqual([expect.objectContaining({ id: 1, place: 'Ankara' })]);
  });

  it('adds and removes rows and submits the list, the new times as Turkish time', async () => {
    const onSubmit = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Oturum Ekle' }));
    expect(rows()).toHaveLength(2);
    const added = rows()[1];
    type(within(added).getByLabelText('Başlangıç'), '2026-12-01T09:00');
    type(within(added).getByLabelText('Bitiş'), '2026-12-01T17:00');
    await userEvent.click(within(added).getByLabelText('Çevrim içi'));
    await userEvent.type(within(added).getByLabelText('Kontenjan'), '12');
    await userEvent.click(within(rows()[0]).getByRole('button', { name: 'Kaldır' }));
    expect(rows()).toHaveLength(1);

    const sessions = await savedSessions(onSubmit);
    expect(sessions).toEqual([
      expect.objectContaining({
        starts_at: '2026-12-01T09:00',
        ends_at: '2026-12-01T17:00',
        is_online: 1,
        seats: 12,
      }),
    ]);
    // What the server stores for the typed time: 09:00 in Turkey.
    expect(toIsoInstant(sessions[0].starts_at)).toBe('2026-12-01T06:00:00.000Z');
  });

  it("refuses an end before the start and a session with neither place nor 'online', with the schema's messages", async () => {
    const onSubmit = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Oturum Ekle' }));
    const added = rows()[1];
    type(within(added).getByLabelText('Başlangıç'), '2026-12-02T09:00');
    type(within(added).getByLabelText('Bitiş'), '2026-12-01T17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await within(added).findByText('Bitiş tarihi başlangıçtan önce olamaz')).toBeInTheDocument();
    type(within(added).getByLabelText('Bitiş'), '2026-12-02T17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(added).findByText('Yer girin veya çevrim içi olarak işaretleyin'),
    ).toBeInTheDocument();
    expect(within(added).queryByText('Bitiş tarihi başlangıçtan önce olamaz')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('SessionsInput: pre-registrations per session', () => {
  it("shows a stored session's count and the seats taken; a session added here shows none", async () => {
    renderWithAdmin(
      <ResourceContextProvider value="products">
        <Form
          record={{
            ...stored,
            sessions: [{ ...stored.sessions[0], pre_registration_count: 3, seats_taken: 5 }],
          }}
          onSubmit={vi.fn()}
        >
          <SessionsInput />
        </Form>
      </ResourceContextProvider>,
      () => ({ body: { success: true, data: {} } }),
    );
    const [row] = rows();
    expect(within(row).getByText('3 ön kayıt')).toBeInTheDocument();
    expect(within(row).getByText('Dolu: 5 / 20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Oturum Ekle' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[1]).queryByText(/ön kayıt/)).toBeNull();
  });
});

describe('SessionsInput: the server refuses seats below the places taken (issue 28)', () => {
  it("shows the server's refusal under that session's seats, not under the others", async () => {
    const refusal = 'Bu oturumda 3 kişi kayıtlı: kontenjan en az 3 olmalı';
    const record = {
      ...stored,
      sessions: [
        { ...stored.sessions[0], pre_registration_count: 0, seats_taken: 0 },
        { ...stored.sessions[0], id: 2, pre_registration_count: 2, seats_taken: 3 },
      ],
    };
    const { server } = renderWithAdmin(
      <ResourceContextProvider value="products">
        <Edit id={4} mutationMode="pessimistic" redirect={false}>
          <AdminSimpleForm>
            <SessionsInput />
          </AdminSimpleForm>
        </Edit>
      </ResourceContextProvider>,
      (request) =>
        request.method === 'GET'
          ? { body: { success: true, data: record } }
          : {
              status: 422,
              body: { success: false, message: refusal, errors: { 'sessions[1].seats': refusal } },
            },
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    type(within(rows()[1]).getByLabelText('Kontenjan'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await within(rows()[1]).findByText(refusal)).toBeInTheDocument();
    expect(within(rows()[0]).queryByText(refusal)).toBeNull();
    expect(within(rows()[1]).getByLabelText('Kontenjan')).toHaveAttribute('aria-invalid', 'true');
    const put = server.requests.find((request) => request.method !== 'GET');
    // The course is sent as a form; its sessions as one JSON text.
    expect(JSON.parse(String(put?.body?.sessions))).toMatchObject([
      { id: 1, seats: 20 },
      { id: 2, seats: 2 },
    ]);
  });
});
