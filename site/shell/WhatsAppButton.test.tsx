import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactInformation } from '../../shared/publicApi';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { whatsappNumber } from './whatsapp';
import { WhatsAppButton } from './WhatsAppButton';

afterEach(() => vi.unstubAllGlobals());

const info = (phones: ContactInformation['telefon']): ContactInformation => ({
  telefon: phones,
  email: [],
  adres: [],
  shift: [],
  source_link: [],
});

function renderButton(contact: ContactInformation, lang: 'tr' | 'en' = 'tr') {
  mockFetch((path) =>
    path === '/api/pages/contact-information'
      ? json({ success: true, data: contact })
      : json({ success: false }, 404),
  );
  return renderSite(<WhatsAppButton />, { lang });
}

describe('WhatsAppButton', () => {
  it('links the WhatsApp entry of the phones to wa.me with the country code, named in the visitor language', async () => {
    const contact = info([
      { id: 1, name: 'Merkez Ofis', content: '+90 (212) 555 01 23' },
      { id: 2, name: 'WhatsApp', content: '0532 555 45 67' },
    ]);
    const { unmount } = renderButton(contact);
    const link = await screen.findByRole('link', { name: 'WhatsApp ile yazın' });
    expect(link).toHaveAttribute('href', 'https://wa.me/905325554567');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // A landmark of its own (axe's region rule: fixed on the page's edge, it is in no other).
    expect(screen.getByRole('complementary', { name: 'WhatsApp ile yazın' })).toContainElement(link);
    unmount();
    renderButton(contact, 'en');
    expect(await screen.findByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/905325554567',
    );
  });

  it('shows nothing when no phone is the WhatsApp line', async () => {
    const fetchMock = mockFetch(() =>
      json({ success: true, data: info([{ id: 1, name: 'Merkez Ofis', content: '+90 212 555 01 23' }]) }),
    );
    const { container } = renderSite(<WhatsAppButton />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('whatsappNumber', () => {
  it.each([
    ['0532 555 45 67', '905325554567'],
    ['(532) 555 45 67', '905325554567'],
    ['+90 (532) 555 45 67', '905325554567'],
    ['0090 532 555 45 67', '905325554567'],
    ['+44 20 7946 0958', '442079460958'],
  ])('%s → %s', (phone, digits) => {
    expect(whatsappNumber(phone)).toBe(digits);
  });

  it('refuses what cannot be a number', () => {
    expect(whatsappNumber('yakında')).toBeNull();
    expect(whatsappNumber('555 45')).toBeNull();
  });
});
