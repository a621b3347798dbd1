import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productCloneMessages } from '../../shared/schemas/productClone';
import { renderForRecord, renderWithAdmin, writes } from '../common/testUtils';
import { i18nProvider } from '../i18n/i18nProvider';
import type { RecordedRequest } from '../testing/fakeFetch';
import { CloneCourseButton } from './CloneCourseButton';
import { defaultCloneDay } from './cloneDay';

// Two sessions; the first (10 March 2026, 09:30 in Turkey) decides the default day and the shift.
const course = {
  id: 7,
  title: { tr: 'Proje Yönetimi' },
  sessions: [
    { id: 1, starts_at: '2026-03-11T06:30:00.000Z', ends_at: '2026-03-11T14:00:00.000Z' },
    { id: 2, starts_at: '2026-03-10T06:30:00.000Z', ends_at: '2026-03-10T14:00:00.000Z' },
  ],
};

const created = (request: RecordedRequest) =>
  request.url.endsWith('/clone')
    ? { status: 201, body: { success: true, message: 'Kopyalandı!', data: { id: 42, is_published: 0 } } }
    : { body: { success: true, data: {} } };

function renderButton(respond: (request: RecordedRequest) => unknown = created) {
  return renderForRecord(
    'products',
    course,
    <CloneCourseButton />,
    respond as Parameters<typeof renderWithAdmin>[1],
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-01T09:00:00.000Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  window.location.hash = '';
  localStorage.clear();
  await i18nProvider.changeLocale('tr');
});

describe('defaultCloneDay', () => {
  it('offers 52 weeks after the first session (same weekday), later weeks when that has passed, else today', () => {
    expect(defaultCloneDay(course.sessions, '2026-05-01')).toBe('2027-03-09');
    expect(defaultCloneDay(course.sessions, '2027-03-20')).toBe('2027-03-23');
    expect(defaultCloneDay([], '2026-05-01')).toBe('2026-05-01');
    // A first session late in the evening in Turkey is already the next day in UTC terms: Turkey's day counts.
    expect(defaultCloneDay([{ starts_at: '2026-03-10T22:30:00.000Z' }], '2026-05-01')).toBe('2027-03-10');
  });
});

describe('CloneCourseButton', () => {
  it('asks the first session day, copies the course and opens the copy', async () => {
    const { server } = renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Kopyala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eğitimi Kopyala' });
    const day = screen.getByLabelText(/Yeni dönemin ilk oturum tarihi/);
    expect(day).toHaveValue('2027-03-09');
    fireEvent.change(day, { target: { value: '2027-03-16' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Kopyala' }).at(-1)!);

    await waitFor(() => expect(window.location.hash).toBe('#/products/42'));
    expect(writes(server).map((request) => [request.url, request.body])).toEqual([
      ['/api/admin/products/7/clone', { starts_at: '2027-03-16' }],
    ]);
    expect(await screen.findByText('Kopya taslak olarak oluşturuldu.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('refuses an empty day without asking the server', async () => {
    const { server } = renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Kopyala' }));
    const day = await screen.findByLabelText(/Yeni dönemin ilk oturum tarihi/);
    fireEvent.change(day, { target: { value: '' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Kopyala' }).at(-1)!);
    expect(await screen.findByText(productCloneMessages.startsAtRequired)).toBeInTheDocument();
    expect(writes(server)).toEqual([]);
  });

  it("shows the server's refusal under the field and stays open", async () => {
    renderButton(() => ({
      status: 422,
      body: {
        success: false,
        message: 'Girilen bilgiler geçersiz',
        errors: { starts_at: 'Sunucu: tarih olmaz' },
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kopyala' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Kopyala' }).at(-1)!);
    expect(await screen.findByText('Sunucu: tarih olmaz')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('speaks English on an English panel', async () => {
    await i18nProvider.changeLocale('en');
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByRole('dialog', { name: 'Duplicate course' })).toBeInTheDocument();
    expect(screen.getByLabelText(/First session date of the new term/)).toHaveValue('2027-03-09');
  });
});
