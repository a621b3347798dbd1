import * as yup from 'yup';

/*
 * yup's built-in messages in Turkish. Every rule of our schemas names its own message; these are what yup
 * says when a rule does not (a list where a number was expected, a `required()` without text), and without
 * them a client would read yup's English internals ("this must be a `object` type"). yup reads its locale
 * when a schema is built, so the schema modules import this file before they build anything.
 */
yup.setLocale({
  mixed: {
    default: 'Geçersiz Değer',
    required: 'Bu Alan Zorunlu',
    defined: 'Bu Alan Zorunlu',
    notNull: 'Bu Alan Zorunlu',
    oneOf: 'Geçersiz Seçim',
    notOneOf: 'Geçersiz Seçim',
    notType: 'Bu Alanın Türü Geçersiz',
  },
  string: {
    length: ({ length }) => `Bu Alan ${length} Karakter Olmalı`,
    min: ({ min }) => `Bu Alan ${min} Karakterden Az Olamaz`,
    max: ({ max }) => `Bu Alan ${max} Karakteri Geçemez`,
    matches: 'Geçersiz Biçim',
    email: 'Geçerli E-Mail Adresi Giriniz',
    url: 'Geçerli Bir Adres Giriniz',
    uuid: 'Geçersiz Değer',
    datetime: 'Geçerli Bir Tarih Giriniz',
    datetime_offset: 'Geçerli Bir Tarih Giriniz',
    datetime_precision: 'Geçerli Bir Tarih Giriniz',
    trim: 'Başında ve Sonunda Boşluk Olamaz',
    lowercase: 'Küçük Harflerle Yazılmalı',
    uppercase: 'Büyük Harflerle Yazılmalı',
  },
  number: {
    min: ({ min }) => `En Az ${min} Olmalı`,
    max: ({ max }) => `En Fazla ${max} Olabilir`,
    lessThan: ({ less }) => `${less} Değerinden Küçük Olmalı`,
    moreThan: ({ more }) => `${more} Değerinden Büyük Olmalı`,
    positive: 'Pozitif Bir Sayı Olmalı',
    negative: 'Negatif Bir Sayı Olmalı',
    integer: 'Tam Sayı Olmalı',
  },
  date: {
    min: 'Daha Sonraki Bir Tarih Giriniz',
    max: 'Daha Önceki Bir Tarih Giriniz',
  },
  boolean: { isValue: 'Geçersiz Değer' },
  object: { noUnknown: 'Bilinmeyen Alan', exact: 'Bilinmeyen Alan' },
  array: {
    length: ({ length }) => `${length} Öğe Olmalı`,
    min: ({ min }) => `En Az ${min} Öğe Olmalı`,
    max: ({ max }) => `En Fazla ${max} Öğe Eklenebilir`,
  },
  tuple: { notType: 'Bu Alanın Türü Geçersiz' },
});
