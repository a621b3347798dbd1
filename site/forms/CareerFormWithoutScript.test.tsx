import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefusedForm } from '../../shared/plainForms';
import { PageContext } from '../ssr/PageContext';
import { json, renderSite } from '../test/renderSite';
import { CareerForm } from './CareerForm';
import { expectPlainPost } from './expectPlainPost';
import { mockFormApi } from './kvkkTestApi';

/*
 * Issue 32: the careers form posted by a browser without JavaScript (POST /forms/human-resources, multipart
 * with the CV), and shown again with the server's messages when the post was refused.
 */

afterEach(() => vi.unstubAllGlobals());

const formOf = () => document.querySelector('form.career-form') as HTMLFormElement;

function renderWithRefusal(refusedForm?: RefusedForm) {
  return renderSite(
    <PageContext.Provider
      value={{
        serverRendered: true,
        origin: '',
        refusedForm,
        firstAddress: { current: window.location.pathname },
      }}
    >
      <CareerForm />
    </PageContext.Provider>,
    { path: '/kariyer' },
  );
}

const refusal: RefusedForm = {
  form: 'human-resources',
  values: {
    name: 'Çağrı Işıkoğlu',
    email: 'olmaz',
    phone: '0532 555 44 33',
    position: 'Eğitim Koordinatörü',
    message: 'Başvurumu iletiyorum.',
    kvkk_consent: true,
  },
  errors: { email: 'Geçerli E-Mail Adresi Giriniz', cv: 'Lütfen Özgeçmişinizi (CV) Ekleyiniz' },
};

describe('CareerForm without JavaScript', () => {
  it('posts to /forms/human-resources as multipart, with the CV, the page’s address and its anchor', () => {
    mockFormApi(() => json({}));
    renderWithRefusal();
    const form = formOf();
    expectPlainPost(form, {
      action: '/forms/human-resources',
      returnTo: '/kariyer',
      fields: ['name', 'email', 'phone', 'position', 'message', 'kvkk_consent', 'website'],
    });
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form).toHaveAttribute('id', 'basvuru-formu');
    expect((form.elements.namedItem('cv') as HTMLInputElement).type).toBe('file');
  });

  it('shows a refused post again: what was typed, each message, the first refused field focused', () => {
    mockFormApi(() => json({}));
    renderWithRefusal(refusal);
    expect(screen.getByLabelText(/Adınız Soyadınız/)).toHaveValue('Çağrı Işıkoğlu');
    expect(screen.getByLabelText(/Başvurduğunuz Pozisyon/)).toHaveValue('Eğitim Koordinatörü');
    expect(screen.getByLabelText(/Ön Yazı/)).toHaveValue('Başvurumu iletiyorum.');
    const email = screen.getByLabelText(/E-posta Adresiniz/);
    expect(email).toHaveValue('olmaz');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByText('Geçerli E-Mail Adresi Giriniz')).toBeInTheDocument();
    expect(screen.getByText('Lütfen Özgeçmişinizi (CV) Ekleyiniz')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ })).toBeChecked();
  });

  it('focuses the button when only the CV or the consent was refused', () => {
    mockFormApi(() => json({}));
    renderWithRefusal({ ...refusal, values: { ...refusal.values, email: 'a@b.co' }, errors: { cv: 'x' } });
    expect(screen.getByRole('button', { name: 'Gönder' })).toHaveFocus();
  });

  it('starts with the position the address names ("Başvur" followed without JavaScript)', () => {
    mockFormApi(() => json({}));
    renderSite(<CareerForm />, { path: `/kariyer?pozisyon=${encodeURIComponent('Eğitim Koordinatörü')}` });
    expect(screen.getByLabelText(/Başvurduğunuz Pozisyon/)).toHaveValue('Eğitim Koordinatörü');
  });

  it('leaves the refusal behind once the visitor has moved on to another page', () => {
    mockFormApi(() => json({}));
    renderSite(
      <PageContext.Provider
        value={{
          serverRendered: true,
          origin: '',
          refusedForm: refusal,
          firstAddress: { current: '/baska' },
        }}
      >
        <CareerForm />
      </PageContext.Provider>,
    );
    expect(screen.getByLabelText(/E-posta Adresiniz/)).toHaveValue('');
  });

  it('leaves another form’s refusal alone', () => {
    mockFormApi(() => json({}));
    renderWithRefusal({ ...refusal, form: 'contact' });
    expect(screen.getByLabelText(/Adınız Soyadınız/)).toHaveValue('');
    expect(screen.queryByText('Geçerli E-Mail Adresi Giriniz')).toBeNull();
  });
});
