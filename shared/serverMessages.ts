/*
 * The English of the server's fixed messages that no other table words (issue 30): the back office's
 * refusals and confirmations, the request and validation errors of every route, the public pages' 404s.
 * The server sends the Turkish text (the spec's, a requirement); the panel shows this English in English,
 * looked up by that Turkish text (admin/i18n/serverMessagesEnglish.ts). tests/api/
 * server-messages-languages.test.ts reads the server's code and fails on a Turkish message found in no table.
 */

import { shortCodeMessage } from './languageMessages.js';

export const serverMessagesEnglishTable: Readonly<Record<string, string>> = {
  // Confirmations of the back office's writes.
  'Başarılı!': 'Done!',
  'Güncellendi!': 'Updated!',
  'Çöpe Taşındı!': 'Moved to the trash!',
  'Değiştirildi!': 'Changed!',
  'Geri Alındı!': 'Restored!',
  'Kayıt seçilen sürüme döndürüldü!': 'The record was returned to the chosen version!',
  'Kopyalandı! Kopya taslak olarak kaydedildi.': 'Copied! The copy was saved as a draft.',
  'Saklama süresi dolan kayıtlar temizlendi': 'Records past their retention period were cleared',
  'Giriş Başarılı': 'Signed in',
  'Çıkış yapıldı': 'Signed out',
  'Mesajınız yetkililere iletildi. En kısa sürede size dönüş yapacağız.':
    'Your message has been passed on. We will get back to you as soon as possible.',
  // Records and addresses that are not there.
  'Kayıt bulunamadı': 'Record not found',
  'Adres bulunamadı': 'Address not found',
  'Sayfa bulunamadı': 'Page not found',
  'Dil bulunamadı': 'Language not found',
  'Eğitim bulunamadı': 'Course not found',
  'Eğitmen bulunamadı': 'Instructor not found',
  'Haber bulunamadı': 'News item not found',
  'Kategori bulunamadı': 'Category not found',
  'Üst kategori bulunamadı': 'Parent category not found',
  'Marka bulunamadı': 'Brand not found',
  'Sözleşme bulunamadı': 'Contract not found',
  'Oturum bulunamadı': 'Session not found',
  'CV dosyası bulunamadı': 'CV file not found',
  'Kayıt geçmişinde böyle bir sürüm yok': 'The record history has no such version',
  'Bu geçmiş satırı kaydın bir sürümünü içermiyor': 'This history line holds no version of the record',
  'Bu kayıt artık yok; sürümüne dönülemez': 'This record no longer exists; it cannot return to a version',
  'Bu kayıt çöp kutusunda. Sürümüne dönmek için önce çöp kutusundan geri alın.':
    'This record is in the trash. Restore it from the trash before returning to a version.',
  'Geçersiz sürüm tarafı': 'Invalid version side',
  'Bu dosya sunucuda yok: görseli yükleyin': 'This file is not on the server: upload the image',
  // Refusals of the back office.
  'Bu işlem için yetkiniz yok': 'You are not allowed to do this',
  'Oturumunuz geçersiz veya süresi doldu. Lütfen tekrar giriş yapın.':
    'Your session is invalid or has expired. Please sign in again.',
  'E-Mail adresi veya şifre hatalı': 'Wrong e-mail address or password',
  'Giriş şu anda yapılamıyor. Lütfen biraz sonra tekrar deneyin.':
    'Signing in is not possible right now. Please try again in a moment.',
  'Bu E-Mail Adresi Kullanımda': 'This e-mail address is in use',
  'Geçersiz Rol Grubu': 'Invalid role group',
  'Son aktif yönetici silinemez, pasif yapılamaz veya yetkisi düşürülemez. Önce başka bir yönetici ekleyin.':
    'The last active administrator cannot be deleted, deactivated or given fewer rights. Add another administrator first.',
  'Kendi hesabınızı silemezsiniz': 'You cannot delete your own account',
  'Kendi hesabınızı pasif yapamazsınız': 'You cannot deactivate your own account',
  'Bu SEO adı başka bir kayıtta kullanılıyor': 'This SEO name is used by another record',
  'Geçersiz Kayıt': 'Invalid record',
  'Geçersiz JSON': 'Invalid JSON',
  'Geçersiz sayfa bilgisi': 'Invalid page',
  'Sayfa 1 veya daha büyük bir tam sayı olmalıdır': 'The page must be a whole number from 1',
  'Sayfa boyutu 1 ile 100 arasında bir tam sayı olmalıdır':
    'The page size must be a whole number from 1 to 100',
  'Kayıt belirtilmeli': 'A record must be named',
  'İşlem Hatası! Çöpe taşıma işleminde sorun oldu!': 'Failed! Moving to the trash went wrong!',
  'Silme İşleminde Hata Oldu. Yalnızca çöp kutusundaki kayıtlar kalıcı olarak silinebilir.':
    'Deleting failed. Only records in the trash can be deleted permanently.',
  'İşlem Hatası! Okunmadı olarak işaretleme işleminde sorun oldu!': 'Failed! Marking as unread went wrong!',
  'Yalnızca bir görsel yüklenebilir': 'Only one image can be uploaded',
  'Sıra Düzeni Değiştirilmedi!': 'The order was not changed!',
  'Bu kayıt bekleme listesinde değil': 'This record is not on the waiting list',
  'Bu oturumda boş yer yok': 'This session has no free seat',
  'Alt kategorinin altına kategori eklenemez (tek seviye alt kategori)':
    'A category cannot be added under a subcategory (one level of subcategories)',
  'Alt kategorileri olan bir kategori başka bir kategorinin altına taşınamaz':
    'A category with subcategories cannot be moved under another category',
  'Üst kategori aynı bölümde olmalı': 'The parent category must be in the same section',
  // Requests refused before or while they are read.
  'Sunucu Hatası!': 'Server error!',
  'İstek tamamlanmadan kesildi': 'The request was cut off before it was complete',
  'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.':
    'The service is temporarily unavailable. Please try again in a moment.',
  'Gönderilen veri çok büyük': 'The data sent is too large',
  'Desteklenmeyen içerik türü': 'Unsupported content type',
  'Boş JSON gövdesi': 'Empty JSON body',
  'Geçersiz JSON gövdesi': 'Invalid JSON body',
  'Geçersiz form verisi': 'Invalid form data',
  'Çok fazla form alanı gönderildi': 'Too many form fields were sent',
  'Çok fazla dosya gönderildi': 'Too many files were sent',
  'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.': 'Too many requests. Please try again in a moment.',
  'Geçersiz istek': 'Invalid request',
  'Geçersiz adres': 'Invalid address',
  'İstek zaman aşımına uğradı': 'The request timed out',
  'İstek başlıkları çok büyük': 'The request headers are too large',
  'Dosya çok büyük (en fazla 5 MB)': 'The file is too large (at most 5 MB)',
  'Gönderilen alan çok uzun': 'A field sent is too long',
  'Gönderilen dosyanın adı yok': 'The file sent has no name',
  'Geçersiz sorgu parametresi': 'Invalid query parameter',
  'Geçersiz değer': 'Invalid value',
  'Bu adres bu yöntemi desteklemiyor': 'This address does not support this method',
  'Girilen bilgiler geçersiz': 'The information entered is invalid',
  'Gönderilen veri geçersiz bir karakter içeriyor': 'The data sent contains an invalid character',
  'Gönderilen veri izin verilmeyen bir alan adı içeriyor':
    'The data sent contains a field name that is not allowed',
  'Bu alan adı kullanılamaz': 'This field name cannot be used',
  'Gönderilen verinin yapısı çok derin': 'The data sent is nested too deeply',
  'Gönderilen veri bir form olmalı': 'The data sent must be a form',
  'Bu istek başka bir siteden geldiği için reddedildi.':
    'This request was refused because it came from another site.',
  'Güvenlik doğrulaması başarısız. Sayfayı yenileyip tekrar deneyin.':
    'The security check failed. Reload the page and try again.',
  'Sunucuda yer kalmadı. Lütfen daha sonra tekrar deneyin.':
    'The server is out of space. Please try again later.',
  'Veritabanına ulaşılamıyor': 'The database cannot be reached',
  'Veri diskinde yer kalmadı': 'The data disk is full',
  'Geçersiz eğitim numarası': 'Invalid course number',
  // Images.
  'Yalnızca JPEG, PNG veya WebP görsel yüklenebilir': 'Only JPEG, PNG or WebP images can be uploaded',
  'Görsel okunamadı: dosya bozuk veya eksik':
    'The image could not be read: the file is damaged or incomplete',
  'Görselin çözünürlüğü çok büyük (en fazla 40 megapiksel)':
    "The image's resolution is too high (at most 40 megapixels)",
  'Yüklenecek görsel seçilmedi': 'No image was chosen to upload',
  // The file fields a version's restore names (versionRestore.ts keptFiles).
  Görsel: 'Image',
  Fotoğraf: 'Photo',
  // Pre-registrations.
  'Bu oturumda yeterli kontenjan kalmadı': 'There are not enough seats left in this session',
  'Bu oturum için ön kayıt alınmıyor': 'Pre-registration for this session is closed',
  // Validation (shared/schemas): the spec's texts in Turkish.
  'Bu Alan Zorunlu': 'This field is required',
  'Geçerli E-Mail Adresi Giriniz': 'Enter a valid e-mail address',
  'Şifreler Eşleşmiyor': 'The passwords do not match',
  'Bu Alan Metin Olmalı': 'This field must be text',
  'Bu Alanın Türü Geçersiz': 'This field has an invalid type',
  'Başında ve Sonunda Boşluk Olamaz': 'It cannot start or end with a space',
  'Küçük Harflerle Yazılmalı': 'It must be written in lower case',
  'Büyük Harflerle Yazılmalı': 'It must be written in upper case',
  'Tam Sayı Olmalı': 'It must be a whole number',
  'Pozitif Bir Sayı Olmalı': 'It must be a positive number',
  'Negatif Bir Sayı Olmalı': 'It must be a negative number',
  'Geçersiz Değer': 'Invalid value',
  'Geçersiz Seçim': 'Invalid choice',
  'Geçersiz Biçim': 'Invalid format',
  'Geçersiz Liste': 'Invalid list',
  'Geçersiz Dil Kodu': 'Invalid language code',
  'Geçersiz içerik': 'Invalid content',
  'Geçersiz oturum listesi': 'Invalid session list',
  'Geçersiz bağlantı': 'Invalid link',
  'Geçerli Bir Tarih Giriniz': 'Enter a valid date',
  'Geçerli Bir Tarih Giriniz (YYYY-AA-GG)': 'Enter a valid date (YYYY-MM-DD)',
  'Daha Önceki Bir Tarih Giriniz': 'Enter an earlier date',
  'Bitiş tarihi başlangıçtan önce olamaz': 'The end date cannot be before the start',
  'Geçerli Bir Adres Giriniz': 'Enter a valid address',
  'Geçerli Bir Adres Giriniz (http:// veya https:// ile başlamalı)':
    'Enter a valid address (starting with http:// or https://)',
  'Geçerli Bir Dosya Yolu Giriniz (/uploads/… veya https://…)':
    'Enter a valid file path (/uploads/… or https://…)',
  'Geçerli Bir Renk Giriniz (#rrggbb)': 'Enter a valid colour (#rrggbb)',
  'Geçerli bir YouTube veya Vimeo adresi giriniz': 'Enter a valid YouTube or Vimeo address',
  'Geçerli bir bağlantı giriniz (/sayfa, https://…, mailto: veya tel:)':
    'Enter a valid link (/page, https://…, mailto: or tel:)',
  'Geçerli bir görsel adresi giriniz (/uploads/… veya https://…)':
    'Enter a valid image address (/uploads/… or https://…)',
  'Geçerli bir seçim yapınız': 'Make a valid choice',
  'Geçerli bir ön kayıt durumu seçiniz': 'Choose a valid pre-registration status',
  'Listeden bir ikon seçiniz': 'Choose an icon from the list',
  'Lütfen bir oturum seçiniz': 'Please choose a session',
  'Lütfen bir şehir yazınız veya online seçeneğini işaretleyiniz':
    'Please enter a city or tick the online option',
  'Lütfen Özgeçmişinizi (CV) Ekleyiniz': 'Please attach your CV',
  'Özgeçmiş En Fazla 5 MB Olabilir': 'The CV can be at most 5 MB',
  'Özgeçmiş PDF veya DOCX Dosyası Olmalıdır': 'The CV must be a PDF or DOCX file',
  'Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız': 'Please accept the KVKK notice to continue',
  'Katılımcı sayısı 1 ile 50 arasında olmalıdır': 'The number of participants must be from 1 to 50',
  'Katılımcı sayısı 1 ile 1000 arasında olmalıdır': 'The number of participants must be from 1 to 1000',
  'Yeni dönemin ilk oturum tarihini girin': "Enter the new term's first session date",
  'Yer girin veya çevrim içi olarak işaretleyin': 'Enter a place or mark it as online',
  'Bir anahtar kelime 100 karakteri geçemez': 'A keyword cannot exceed 100 characters',
  'Bu kategoriye bağlı eğitimler var. Önce eğitimleri başka bir kategoriye taşıyın veya silin':
    'Courses belong to this category. Move them to another category or delete them first',
  'Bu kategorinin alt kategorileri var. Önce alt kategorileri silin veya taşıyın.':
    'This category has subcategories. Delete or move them first.',
  // Forgotten passwords (shared/schemas/messages.ts passwordResetTexts).
  'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi. Bağlantı 30 dakika geçerlidir.':
    'If an account is registered with this e-mail address, a password reset link was sent. The link is valid for 30 minutes.',
  'Şifre sıfırlama e-postası gönderilemiyor: e-posta ayarları yapılmamış. Lütfen yöneticinize başvurun.':
    'The password reset e-mail cannot be sent: e-mail is not set up. Please ask your administrator.',
  'Bu bağlantı geçersiz, kullanılmış ya da süresi dolmuş. Lütfen yeniden şifre sıfırlama isteyin.':
    'This link is invalid, used or expired. Please ask for a new password reset.',
  'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.':
    'Your password was changed. You can sign in with your new password.',
};

/** A message with a number or names in it: its Turkish as a pattern, and its English from the parts. */
export interface WordedServerMessage {
  pattern: RegExp;
  english: (...parts: string[]) => string;
}

/** The file fields a message names, each in English where the table has it. */
const fieldsInEnglish = (fields: string) =>
  fields
    .split(', ')
    .map((field) => serverMessagesEnglishTable[field] ?? field)
    .join(', ');

export const wordedServerMessages: readonly WordedServerMessage[] = [
  {
    pattern: /^Bu Alan (\d+) Karakteri Geçemez$/,
    english: (n) => `This field cannot exceed ${n} characters`,
  },
  {
    pattern: /^Bu Alan (\d+) Karakterden Az Olamaz$/,
    english: (n) => `This field cannot be shorter than ${n} characters`,
  },
  { pattern: /^Bu Alan (\d+) Karakter Olmalı$/, english: (n) => `This field must be ${n} characters long` },
  { pattern: /^En Az (\d+) Öğe Olmalı$/, english: (n) => `It must have at least ${n} items` },
  { pattern: /^En Fazla (\d+) Öğe Eklenebilir$/, english: (n) => `At most ${n} items can be added` },
  { pattern: /^(\d+) Öğe Olmalı$/, english: (n) => `It must have ${n} items` },
  { pattern: /^En Az (.+) Olmalı$/, english: (value) => `It must be at least ${value}` },
  { pattern: /^(.+) Değerinden Küçük Olmalı$/, english: (value) => `It must be less than ${value}` },
  { pattern: /^(.+) Değerinden Büyük Olmalı$/, english: (value) => `It must be greater than ${value}` },
  {
    pattern: /^Saklama süresi 0 ile (\d+) ay arasında bir tam sayı olmalıdır$/,
    english: (n) => `The retention period is a whole number of months from 0 to ${n}`,
  },
  {
    pattern: /^Saklama süresi 0 ile (\d+) gün arasında bir tam sayı olmalıdır$/,
    english: (n) => `The retention period is a whole number of days from 0 to ${n}`,
  },
  {
    pattern: /^Çöp kutusu saklama süresi 1 ile (\d+) gün arasında bir tam sayı olmalıdır$/,
    english: (n) => `The trash keeps records a whole number of days from 1 to ${n}`,
  },
  {
    pattern: /^Bekleme listesi teklif süresi 1 ile (\d+) saat arasında bir tam sayı olmalıdır$/,
    english: (n) => `A waiting-list offer lasts a whole number of hours from 1 to ${n}`,
  },
  {
    pattern: /^Sözlük tam olarak şu bölümleri içermeli: (.+)$/,
    english: (sections) => `The dictionary must have exactly these sections: ${sections}`,
  },
  { pattern: /^Geçersiz anahtar: (.+)$/, english: (key) => `Invalid key: ${key}` },
  {
    pattern: /^Artık bulunmayan dosyalar geri getirilmedi, şimdiki dosyalar korundu: (.+)\.$/,
    english: (fields) =>
      `Files that no longer exist were not brought back; the current files were kept: ${fieldsInEnglish(fields)}.`,
  },
  {
    pattern: /^Ön kaydı olan (\d+) oturum sürümde olmadığı hâlde korundu\.$/,
    english: (n) => `${n} sessions with pre-registrations were kept although the version does not have them.`,
  },
  {
    pattern: /^Artık bulunmayan (\d+) eğitmen sürümden alınmadı\.$/,
    english: (n) => `${n} instructors who no longer exist were not taken from the version.`,
  },
  {
    pattern: /^Çok fazla başarısız giriş denemesi\. Lütfen (\d+) dakika sonra tekrar deneyin\.$/,
    english: (n) => `Too many failed sign-in attempts. Please try again in ${n} minutes.`,
  },
  { pattern: /^_method değeri desteklenmiyor(.*)$/, english: (rest) => `Unsupported _method value${rest}` },
  { pattern: /^Bu dilin kısa kodu "([a-z-]+)": onu yazın$/, english: (short) => shortCodeMessage.en(short) },
];

/** The English of a worded message, or undefined when no pattern words it. */
export function englishOfWordedServerMessage(message: string): string | undefined {
  for (const { pattern, english } of wordedServerMessages) {
    const match = pattern.exec(message);
    if (match) return english(...match.slice(1));
  }
  return undefined;
}
