import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForRecord, writes } from '../common/testUtils';
import type { RecordedRequest } from '../testing/fakeFetch';
import { ResetTwoStepButton } from './ResetTwoStepButton';

/* "İki Adımlı Doğrulamayı Sıfırla" on a user (issue 27): asks first, then one DELETE /users/:id/two-step. */

const user = { id: 5, name: 'Ayşe Yılmaz', email: 'ayse@akademi.local', two_step_enabled: 1 };

function renderButton(record: Record<string, unknown>, answer: { status?: number; body: unknown }) {
  return renderForRecord('users', record, <ResetTwoStepButton />, (request: RecordedRequest) =>
    request.method === 'GET' ? { body: { success: true, data: record } } : answer,
  );
}

describe('ResetTwoStepButton', () => {
  it('resets only after the confirmation, then says so', async () => {
    const { server } = renderButton(user, { body: { success: true, message: 'Sıfırlandı' } });
    fireEvent.click(screen.getByRole('button', { name: 'İki Adımlı Doğrulamayı Sıfırla' }));
    expect(await screen.findByText(/iki adımlı doğrulaması kaldırılacak/)).toBeVisible();
    expect(writes(server)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Evet, Sıfırla!' }));
    expect(await screen.findByText('İki adımlı doğrulama sıfırlandı.')).toBeVisible();
    expect(writes(server).map((request) => request.url)).toEqual(['/api/admin/users/5/two-step']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Evet, Sıfırla!' })).toBeNull());
  });

  it('tells the server’s refusal and closes the dialog', async () => {
    renderButton(user, { status: 422, body: { success: false, message: 'Kullanıcı bulunamadı' } });
    fireEvent.click(screen.getByRole('button', { name: 'İki Adımlı Doğrulamayı Sıfırla' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Evet, Sıfırla!' }));
    expect(await screen.findByText(/Kullanıcı bulunamadı/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Evet, Sıfırla!' })).toBeNull());
  });

  it('is not there for a user without two-step sign-in', () => {
    renderButton({ ...user, two_step_enabled: 0 }, { body: {} });
    expect(screen.queryByRole('button', { name: 'İki Adımlı Doğrulamayı Sıfırla' })).toBeNull();
  });
});
