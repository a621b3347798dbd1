import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactInformation } from '../../shared/publicApi';
import { mockFormApi } from '../forms/kvkkTestApi';
import { json, renderSite } from '../test/renderSite';
import { CorporateRequestPage } from './CorporateRequestPage';

afterEach(() => vi.unstubAllGlobals());

const contactInformation: ContactInformation = {
  telefon: [{ id: 1, name: 'Merkez Ofis', content: '+90 212 555 00 00' }],
  email: [{ id: 2, name: 'Kurumsal', content: 'kurumsal@akademi.example' }],
  adres: [],
  shift: [],
  source_link: [],
};

function renderPage(
  answer: (path: string, init: RequestInit) => Response | Promise<Response>,
  lang: 'tr' | 'en' = 'tr',
) {
  const api = mockFormApi((path, init) =>
    path === '/api/pages/contact-information'
      ? json({ success: true, data: contactInformation })
      : answer(path, init),
  );
  renderSite(<CorporateRequestPage />, { lang, path: '/kurumsal-egitim-talebi' });
  return api;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Gönder' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Kurum \/ Firma Adı/), 'Örnek Lojistik A.Ş.');
  await user.type(field(/Adınız Soyadınız/), 'Ayşe Yılmaz');
  await user.type(field(/E-posta Adresiniz/), 'ayse@ornek.example');
  await user.type(field(/Telefon Numaranız/), '0 532 555 11 22');
  await user.type(field(/Katılımcı Sayısı/), '18');
  await user.type(field(/Eğitim Konuları/), 'Excel ileri düzey ve veri analizi');
  await user.type(field(/Tercih Ettiğiniz Tarihler/), 'Mart, hafta içi');
  await user.type(field(/^Şehir/), 'İzmir');
  await user.click(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }));
}

describe('CorporateRequestPage (issue 32)', () => {
  it('has its title, intro, the office details and the request form as a named region', async () => {
    renderPage(() => json({ success: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Kurumsal Eğitim Talebi' })).toBeInTheDocument();
    expect(screen.getByText(/Ekibinize özel bir eğitim planlayalım/)).toBeInTheDocument();
    expect(await screen.findByText('+90 212 555 00 00')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Talep Formu' });
    expect(within(form).getByLabelText(/Eğitim Konuları/)).toHaveAttribute(
      'placeholder',
      'Örneğin: Excel ileri düzey, ISO 9001 iç tetkikçi, liderlik',
    );
    // Optional fields carry no required mark; the city is asked for only when the training is not online.
    expect(field(/^Şehir/)).not.toHaveAttribute('aria-required');
    expect(field(/Kurum \/ Firma Adı/)).toHaveAttribute('aria-required', 'true');
    // Without JavaScript the browser posts it to the server's plain-form address, never as a GET.
    const element = field(/Kurum \/ Firma Adı/).closest('form')!;
    expect(element).toHaveAttribute('method', 'post');
    expect(element).toHaveAttribute('action', '/forms/corporate-request');
    expect(element.querySelector('input[name="return_to"]')).toHaveAttribute(
      'value',
      '/kurumsal-egitim-talebi',
    );
  });

  it('checks with the shared schema: required fields, participants 1–1000, a city or online; sends nothing', async () => {
    const { submits } = renderPage(() => json({ success: true }));
    const user = userEvent.setup();
    await user.type(field(/Katılımcı Sayısı/), '1500');
    await user.click(submit());
    expect(screen.getByText('Katılımcı sayısı 1 ile 1000 arasında olmalıdır')).toBeInTheDocument();
    expect(
      screen.getByText('Lütfen bir şehir yazınız veya online seçeneğini işaretleyiniz'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Bu Alan Zorunlu')).toHaveLength(5); // company, name, e-mail, phone, topics
    expect(field(/Kurum \/ Firma Adı/)).toHaveFocus();
    expect(submits()).toEqual([]);

    // Ticking "online" is enough instead of a city.
    await user.click(screen.getByRole('checkbox', { name: 'Eğitim online da olabilir' }));
    expect(screen.queryByText('Lütfen bir şehir yazınız veya online seçeneğini işaretleyiniz')).toBeNull();
  });

  it('posts every field to /api/corporate-requests, says it was sent and empties the form', async () => {
    const { submits } = renderPage(() => json({ success: true, message: 'Gönderildi!' }));
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'Eğitim online da olabilir' }));
    await user.click(submit());

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Gönderildi!')).toBeInTheDocument();
    const [input, init] = submits()[0];
    expect(String(input)).toContain('/api/corporate-requests');
    expect(Object.fromEntries((init?.body as FormData).entries())).toMatchObject({
      company: 'Örnek Lojistik A.Ş.',
      name: 'Ayşe Yılmaz',
      participants: '18',
      topics: 'Excel ileri düzey ve veri analizi',
      preferred_dates: 'Mart, hafta içi',
      city: 'İzmir',
      online: 'true',
      note: '',
      kvkk_consent: 'true',
      website: '',
    });
    expect(field(/Kurum \/ Firma Adı/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Eğitim online da olabilir' })).not.toBeChecked();
  });

  it('shows the server’s field errors and keeps everything typed when the request is refused', async () => {
    renderPage(() =>
      json({ success: false, message: 'Geçersiz', errors: { topics: 'Konu listesi kabul edilmedi' } }, 422),
    );
    const user = userEvent.setup();
    await fill(user);
    await user.click(submit());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hata!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    expect(screen.getByText('Konu listesi kabul edilmedi')).toBeInTheDocument();
    expect(field(/Eğitim Konuları/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Kurum \/ Firma Adı/)).toHaveValue('Örnek Lojistik A.Ş.');
    expect(field(/Katılımcı Sayısı/)).toHaveValue(18);
    expect(field(/^Şehir/)).toHaveValue('İzmir');
    expect(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ })).toBeChecked();
  });

  it('speaks English on the English page', async () => {
    renderPage(() => json({ success: true }), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate Training Request' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Request Form' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Company \/ Organisation/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'The training may also be online' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter a city or tick the online option')).toBeInTheDocument();
  });
});
