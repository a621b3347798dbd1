import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { contractSchema } from '../../shared/schemas/contract';
import { socialMediaSchema } from '../../shared/schemas/socialMedia';
import { userCreateSchema } from '../../shared/schemas/user';
import { asSent, nestErrors, pathSegments, yupValidate } from './yupValidate';

describe('yupValidate', () => {
  it('returns no errors for valid values', async () => {
    const validate = yupValidate(socialMediaSchema);
    expect(await validate({ name: 'Instagram', uri: 'https://instagram.com/akademi' })).toEqual({});
  });

  it("gives every failing field the shared schema's first message", async () => {
    const validate = yupValidate(userCreateSchema);
    const errors = await validate({ name: '', email: 'ab', password: '123', role_group_id: '' });
    expect(errors).toEqual({
      name: 'Bu Alan Zorunlu',
      email: 'Bu Alan 6 Karakterden Az Olamaz',
      password: 'Bu Alan 12 Karakterden Az Olamaz',
      role_group_id: 'Geçersiz Seçim',
    });
  });

  it('nests per-language errors under their language, as the inputs are named (text.tr)', async () => {
    const validate = yupValidate(contractSchema);
    const errors = await validate({
      name: { tr: ' ', en: 'Privacy' },
      seo_name: '',
      text: { tr: '   ', en: 'Privacy' },
    });
    expect(errors).toEqual({ name: { tr: 'Bu Alan Zorunlu' }, text: { tr: 'Bu Alan Zorunlu' } });
  });

  it('judges the values as they travel: an emptied field is sent as empty text, an unset one not at all', async () => {
    const validate = yupValidate(contractSchema);
    // react-admin empties a cleared input to null; an untouched language input stays undefined.
    expect(
      await validate({
        name: { tr: 'Gizlilik', en: undefined },
        seo_name: null,
        text: { tr: '<p>Metin</p>', en: undefined },
      }),
    ).toEqual({});
    expect(asSent({ a: null, b: undefined, c: { tr: 'x', en: undefined } })).toEqual({
      a: '',
      c: { tr: 'x' },
    });
  });

  it('puts an error without a path under the root field when asked', async () => {
    const schema = yup.object({ items: yup.array() }).test('whole', 'Hepsi yanlış', () => false);
    expect(await yupValidate(schema, { rootField: 'items' })({ items: [] })).toEqual({
      items: 'Hepsi yanlış',
    });
  });

  it('turns array indexes into arrays', async () => {
    const schema = yup.object({ keywords: yup.array(yup.string().max(3, 'Uzun')) });
    const errors = await yupValidate(schema)({ keywords: ['kısa', 'ok'] });
    expect(errors).toEqual({ keywords: ['Uzun'] });
  });
});

describe('path helpers', () => {
  it('splits dotted and bracketed paths', () => {
    expect(pathSegments('page_lang.navbar["home"]')).toEqual(['page_lang', 'navbar', 'home']);
    expect(pathSegments('keywords[2]')).toEqual(['keywords', '2']);
  });

  it("nests the server's flat field errors", () => {
    expect(nestErrors({ 'text.tr': 'Bu Alan Zorunlu', seo_name: 'Alınmış' })).toEqual({
      text: { tr: 'Bu Alan Zorunlu' },
      seo_name: 'Alınmış',
    });
  });
});
