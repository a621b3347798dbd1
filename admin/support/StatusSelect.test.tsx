import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForRecord, writes } from '../common/testUtils';
import type { RecordedRequest } from '../testing/fakeFetch';
import { StatusSelect } from './StatusSelect';

/* A support request's status from its list row: one PUT /support/:id/status, then what the server said. */

const request = { id: 5, subject: 'Yazıcı çalışmıyor', status: 'open' };

function renderSelect(answer: { status?: number; body: unknown }) {
  return renderForRecord('support', request, <StatusSelect />, (sent: RecordedRequest) =>
    sent.method === 'GET' ? { body: { success: true, data: [] } } : answer,
  );
}

function choose(status: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Yazıcı çalışmıyor: durum' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: status }));
}

describe('StatusSelect', () => {
  it('sends the chosen status and says it changed', async () => {
    const { server } = renderSelect({ body: { success: true, data: { ...request, status: 'closed' } } });
    choose('Kapandı');
    expect(await screen.findByText('Değiştirildi!')).toBeVisible();
    const [sent, ...more] = writes(server);
    expect(more).toEqual([]);
    expect(sent.url).toBe('/api/admin/support/5/status');
    expect(sent.body).toMatchObject({ _method: 'PUT', status: 'closed' });
  });

  it('tells the server’s refusal', async () => {
    renderSelect({ status: 422, body: { success: false, message: 'Talep bulunamadı' } });
    choose('İşlemde');
    expect(await screen.findByText(/Talep bulunamadı/)).toBeVisible();
  });
});
