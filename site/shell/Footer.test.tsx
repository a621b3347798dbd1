import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactInformation } from '../../shared/publicApi';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { Footer } from './Footer';

afterEach(() => vi.unstubAllGlobals());

const info: ContactInformation = {
  adres: [{ id: 1, name: 'Merkez Ofis', content: 'Büyükdere Cad. No: 1, Şişli / İstanbul' }],
  telefon: [
    { id: 2, name: 'Santral', content: '0212 555 12 34' },
    { id: 3, name: 'Eğitim Danışmanı', content: '0216 555 56 78' },
    { id: 4, name: 'WhatsApp', content: '0532 555 45 67' },
  ],
  email: [{ id: 5, name: '', content: 'bilgi@akademi.example' }],
  shift: [],
  source_link: [],
};

function renderFooter(lang: 'tr' | 'en' = 'tr') {
  mockFetch((path) => {
    if (path === '/api/pages/contact-information') return json({ success: true, data: info });
    return json({ success: true, data: [] });
  });
  return renderSite(<Footer company={undefined} />, { lang });
}

describe('Footer', () => {
  it('shows every phone of the contact information, each a tel: link', async () => {
    renderFooter();
    const contact = await screen.findByRole('region', { name: 'İletişim Bilgileri' });
    for (const phone of info.telefon) {
      expect(within(contact).getByRole('link', { name: phone.content })).toHaveAttribute(
        'href',
        `tel:${phone.content.replace(/\s/g, '')}`,
      );
    }
  });

  it('puts each address in an element that may hold one (never a <span>: invalid HTML)', async () => {
    renderFooter();
    const contact = await screen.findByRole('region', { name: 'İletişim Bilgileri' });
    const address = await within(contact).findByText(info.adres[0].content);
    expect(address.tagName).toBe('ADDRESS');
    expect(address.closest('span')).toBeNull();
  });

  it('links every standalone public page in its quick links', async () => {
    renderFooter();
    const quick = await screen.findByRole('navigation', { name: 'Kurumsal' });
    const links = within(quick)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Biz Kimiz', '/biz-kimiz'],
      ['Eğitim Takvimi', '/egitim-takvimi'],
      ['Eğitim Ara', '/egitim-ara'],
      ['Uzaktan Eğitim', '/uzaktan-egitim'],
      ['Eğitim Videoları', '/egitim-videolari'],
      ['Eğitmenlerimiz', '/egitmenlerimiz'],
      ['Danışmanlık Hizmeti', '/danismanlik-hizmeti'],
      ['Kurumsal Eğitim Talebi', '/kurumsal-egitim-talebi'],
      ['Haberler', '/haberler'],
      ['Sınıf Kiralama', '/sinif-kiralama'],
      ['Kariyer', '/kariyer'],
      ['İletişim', '/iletisim'],
    ]);
  });
});
