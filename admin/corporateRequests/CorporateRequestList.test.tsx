import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockViewport } from '../testing/matchMedia';
import { realApiForFile, renderRealPanelAt } from '../testing/realApi';
import corporateRequests from '.';

/*
 * Kurumsal Talepler's filters within reach on every screen (issue 32's list): the days the requests came in
 * stand beside search and status on a wide screen, and come from "Filtre Ekle" on a phone.
 */

const api = realApiForFile();

// One request, so that the list (and its filter bar) shows rather than the empty page.
beforeAll(async () => {
  const now = new Date().toISOString();
  await api()
    .testApp.app.db.insertInto('corporate_requests')
    .values({
      company: 'Çınar Lojistik A.Ş.',
      name: 'Şule Işık',
      email: 'sule@cinar.com.tr',
      phone: '0532 000 00 00',
      participants: 12,
      topics: 'Excel',
      preferred_dates: null,
      city: 'İzmir',
      online: 0,
      note: null,
      consent_version: 'kvkk@2026-01-01',
      consent_at: now,
      ip: '127.0.0.1',
      created_at: now,
      updated_at: now,
    })
    .execute();
});
const renderList = () => renderRealPanelAt(api(), '/admin/corporate-requests', [corporateRequests]);

// Each test renders the whole panel: slow on a busy machine.
describe('Kurumsal Talepler filters', { timeout: 30_000 }, () => {
  it('shows the days they came in beside search and status on a wide screen', async () => {
    mockViewport(1280);
    renderList();
    expect(await screen.findByText('Çınar Lojistik A.Ş.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Talep Tarihi (başlangıç)')).toBeInTheDocument();
    expect(screen.getByLabelText('Talep Tarihi (bitiş)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Durum' })).toBeInTheDocument();
  });

  it('offers them from Filtre Ekle on a phone', async () => {
    mockViewport(375);
    renderList();
    expect(await screen.findByText('Çınar Lojistik A.Ş.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Talep Tarihi (başlangıç)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtre Ekle' }));
    const offered = within(await screen.findByRole('menu')).getAllByRole('menuitemcheckbox');
    expect(offered.map((item) => item.textContent)).toEqual([
      'Talep Tarihi (başlangıç)',
      'Talep Tarihi (bitiş)',
    ]);
    fireEvent.click(offered[1]);
    expect(await screen.findByLabelText('Talep Tarihi (bitiş)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Talep Tarihi (başlangıç)')).toBeNull();
  });

  it('says in its own words when the filters leave nothing, and clears them', async () => {
    mockViewport(1280);
    renderList();
    expect(await screen.findByText('Çınar Lojistik A.Ş.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Durum' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kapandı' }));
    expect(await screen.findByText('Bu filtrelere uyan kurumsal talep yok.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    expect(await screen.findByText('Çınar Lojistik A.Ş.')).toBeInTheDocument();
  });
});
