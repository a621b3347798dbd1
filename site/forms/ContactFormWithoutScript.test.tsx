import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChecked } from '../../shared/schemas/contact';
import { json, renderSite } from '../test/renderSite';
import { ContactForm } from './ContactForm';
import { expectPlainPost } from './expectPlainPost';
import { mockFormApi } from './kvkkTestApi';

/* Issue 32: the contact form can be posted plainly (server/routes/public/scriptlessForms.ts). */

afterEach(() => vi.unstubAllGlobals());

const formOf = () => screen.getByRole('button', { name: /Gönder|Send/ }).closest('form') as HTMLFormElement;

describe('ContactForm without JavaScript', () => {
  it('posts to /forms/contact with the page’s address, the honeypot and a consent the server reads as true', () => {
    mockFormApi(() => json({}));
    renderSite(<ContactForm anchored />, { path: '/iletisim' });
    const form = formOf();
    expectPlainPost(form, {
      action: '/forms/contact',
      returnTo: '/iletisim',
      fields: ['name', 'email', 'phone', 'subject', 'message', 'website'],
    });
    expect(form).toHaveAttribute('id', 'iletisim-formu');
    const fields = form.elements;
    expect((fields.namedItem('return_to') as HTMLInputElement).type).toBe('hidden');
    const consent = fields.namedItem('kvkk_consent') as HTMLInputElement;
    expect(consent.type).toBe('checkbox');
    expect(isChecked(consent.value)).toBe(true);
  });

  it('names the English page to come back to, so the server answers in English', () => {
    mockFormApi(() => json({}));
    renderSite(<ContactForm anchored />, { lang: 'en', path: '/iletisim' });
    expect((formOf().elements.namedItem('return_to') as HTMLInputElement).value).toBe('/en/iletisim');
  });

  it('still sends through fetch with JavaScript: the browser’s own post is prevented', () => {
    mockFormApi(() => json({}));
    renderSite(<ContactForm anchored />, { path: '/iletisim' });
    // fireEvent answers false when a handler prevented the default (the page would not be left).
    expect(fireEvent.submit(formOf())).toBe(false);
  });

  it('says the message was sent when the server sent the visitor back with ?gonderildi=1', () => {
    mockFormApi(() => json({}));
    renderSite(<ContactForm anchored />, { path: '/iletisim?gonderildi=1' });
    const status = within(formOf()).getByRole('status');
    expect(status).toHaveTextContent('Gönderildi!');
    expect(status).toHaveTextContent('Mesajınız yetkililere iletildi.');
  });

  it('says nothing without ?gonderildi=, nor in a form that is not the one the server returns to', () => {
    mockFormApi(() => json({}));
    const { unmount } = renderSite(<ContactForm anchored />, { path: '/iletisim' });
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    // The contact modal's form on any page: no anchor, so no message of a post it did not make.
    renderSite(<ContactForm />, { path: '/iletisim?gonderildi=1' });
    expect(formOf()).not.toHaveAttribute('id');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
