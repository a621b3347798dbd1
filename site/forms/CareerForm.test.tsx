import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderSite } from '../test/renderSite';
import { CareerForm } from './CareerForm';
import { mockFormApi } from './kvkkTestApi';

const consentBox = () => screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ });

afterEach(() => vi.unstubAllGlobals());

const pdf = (size = 1024) => new File([new Uint8Array(size)], 'ozgecmis.pdf', { type: 'application/pdf' });

async function fillText(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Adınız Soyadınız/), 'Mehmet Öztürk');
  await user.type(screen.getByLabelText(/E-posta Adresiniz/), 'mehmet@example.com');
  await user.type(screen.getByLabelText(/Telefon Numaranız/), '0555 111 22 33');
  await user.type(screen.getByLabelText(/Başvurduğunuz Pozisyon/), 'Eğitim Koordinatörü');
  await user.type(screen.getByLabelText(/Ön Yazı/), 'Merhaba, başvurumu iletiyorum.');
  await user.click(consentBox());
}

describe('CareerForm', () => {
  it('is a POST form: sent by a browser without JavaScript, nothing typed goes into an address', () => {
    renderSite(<CareerForm />);
    expect(document.querySelector('form.career-form')).toHaveAttribute('method', 'post');
  });

  it('requires a CV and refuses other file types and files over 5 MB', async () => {
    const { submits } = mockFormApi(() => json({ success: true, message: 'ok' }));
    const user = userEvent.setup({ applyAccept: false });
    renderSite(<CareerForm />);
    await fillText(user);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(screen.getByText('Lütfen Özgeçmişinizi (CV) Ekleyiniz')).toBeInTheDocument();

    const input = screen.getByLabelText(/Özgeçmiş \(CV\)/);
    await user.upload(input, new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(screen.getByText('Özgeçmiş PDF veya DOCX Dosyası Olmalıdır')).toBeInTheDocument();
    await user.upload(input, pdf(5 * 1024 * 1024 + 1));
    expect(screen.getByText('Özgeçmiş En Fazla 5 MB Olabilir')).toBeInTheDocument();
    expect(submits()).toEqual([]);
  });

  it('requires the KVKK consent and links the notice', async () => {
    const { submits } = mockFormApi(() => json({ success: true, message: 'ok' }));
    const user = userEvent.setup();
    renderSite(<CareerForm />);
    expect(await screen.findByRole('link', { name: /KVKK Aydınlatma Metni/ })).toHaveAttribute(
      'href',
      '/sozlesme/kvkk-aydinlatma-metni',
    );
    await fillText(user);
    await user.click(consentBox());
    await user.upload(screen.getByLabelText(/Özgeçmiş \(CV\)/), pdf());
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(screen.getByText('Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız')).toBeInTheDocument();
    expect(consentBox()).toHaveFocus();
    expect(submits()).toEqual([]);
  });

  it('sends the application with the CV file and resets on success', async () => {
    const { submits } = mockFormApi(() => json({ success: true, message: 'ok' }));
    const user = userEvent.setup();
    renderSite(<CareerForm />);
    await fillText(user);
    await user.upload(screen.getByLabelText(/Özgeçmiş \(CV\)/), pdf());
    expect(screen.getByText('ozgecmis.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gönder' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Gönderildi!')).toBeInTheDocument();
    const [input, init] = submits()[0];
    expect(String(input)).toBe('/api/human-resources');
    const body = init?.body as FormData;
    expect(body.get('position')).toBe('Eğitim Koordinatörü');
    expect(body.get('kvkk_consent')).toBe('1');
    expect((body.get('cv') as File).name).toBe('ozgecmis.pdf');
    expect(screen.getByLabelText(/Başvurduğunuz Pozisyon/)).toHaveValue('');
    expect(screen.queryByText('ozgecmis.pdf')).toBeNull();
    expect(consentBox()).not.toBeChecked();
  });

  it('keeps everything, the CV included, when the server fails', async () => {
    mockFormApi(() => json({ success: false, message: 'x' }, 503));
    const user = userEvent.setup();
    renderSite(<CareerForm />);
    await fillText(user);
    await user.upload(screen.getByLabelText(/Özgeçmiş \(CV\)/), pdf());
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Sistem Hatası!')).toBeInTheDocument();
    expect(screen.getByLabelText(/Adınız Soyadınız/)).toHaveValue('Mehmet Öztürk');
    expect(screen.getByText('ozgecmis.pdf')).toBeInTheDocument();
    expect(consentBox()).toBeChecked();
  });
});
