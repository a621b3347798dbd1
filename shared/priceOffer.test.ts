import { describe, expect, it } from 'vitest';
import { priceOffer } from './priceOffer';

describe('priceOffer', () => {
  it('reads a price with the separators of the language it is written in', () => {
    expect(priceOffer('7.900 TL + KDV', 'tr')).toEqual({ price: 7900, currency: 'TRY' });
    expect(priceOffer('12.500,50 TL', 'tr')).toEqual({ price: 12500.5, currency: 'TRY' });
    expect(priceOffer('TRY 7,900 + VAT', 'en')).toEqual({ price: 7900, currency: 'TRY' });
    expect(priceOffer('€1,250.75', 'en')).toEqual({ price: 1250.75, currency: 'EUR' });
    expect(priceOffer('900 USD', 'tr')).toEqual({ price: 900, currency: 'USD' });
  });

  it('gives no offer for a price in words or no price', () => {
    expect(priceOffer('Teklif alınız', 'tr')).toBeNull();
    expect(priceOffer('', 'tr')).toBeNull();
    expect(priceOffer(null, 'tr')).toBeNull();
  });
});
