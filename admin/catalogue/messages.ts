import { brandScreenMessages } from '../brands/messages';
import { categoryScreenMessages } from '../categories/messages';
import { mergeMessages } from '../common/mergeMessages';
import { contentScreenMessages } from '../contents/messages';
import { instructorScreenMessages } from '../instructors/messages';
import { newsScreenMessages } from '../news/messages';
import { productScreenMessages } from '../products/messages';

/** Texts shared by the catalogue and content screens (app.catalogue.*): images, gallery, SEO fields. */
const tr = {
  app: {
    catalogue: {
      fields: {
        seo_title: 'SEO Başlığı',
        seo_description: 'SEO Açıklaması',
        active: 'Aktif',
      },
      seo: {
        title: 'Arama Motoru (SEO)',
      },
      images: {
        choose: 'Görsel Seç',
        replace: 'Değiştir',
        remove: 'Kaldır',
        none: 'Görsel yok',
        hint: 'JPEG, PNG veya WebP; en fazla 5 MB',
        insert: 'Görsel Yükle',
        wrong_type: 'Yalnızca JPEG, PNG veya WebP görsel yüklenebilir: %{names}',
        alt: 'Alternatif Metin',
        alt_hint: 'Görseli göremeyenler için ne gösterdiğini kısaca anlatın (en fazla 200 karakter).',
        alt_missing: 'Alternatif metin yok',
        decorative: 'Yalnızca süs (alternatif metin gerekmez)',
        alt_edit: 'Alternatif metin: %{name}',
        alt_dialog_upload: 'Yüklenecek görsellerin alternatif metinleri',
        alt_dialog_upload_hint:
          'Her görsel için ne gösterdiğini yazın ya da yalnızca süs olarak işaretleyin.',
        upload_now: 'Yükle',
      },
      gallery: {
        title: 'Görseller',
        hint: 'JPEG, PNG veya WebP, en fazla 5 MB. Birden çok görsel seçebilir ya da buraya sürükleyip bırakabilirsiniz. İlk görsel kapaktır; sırayı tutamaçtan sürükleyerek değiştirin.',
        upload: 'Görsel Yükle',
        uploading: 'Görseller yükleniyor',
        empty: 'Henüz görsel yok.',
        cover: 'Kapak',
        image_n: 'Görsel %{n}',
        delete: 'Sil: %{name}',
      },
    },
  },
};

const en: typeof tr = {
  app: {
    catalogue: {
      fields: {
        seo_title: 'SEO title',
        seo_description: 'SEO description',
        active: 'Active',
      },
      seo: {
        title: 'Search engines (SEO)',
      },
      images: {
        choose: 'Choose image',
        replace: 'Replace',
        remove: 'Remove',
        none: 'No image',
        hint: 'JPEG, PNG or WebP; at most 5 MB',
        insert: 'Upload image',
        wrong_type: 'Only JPEG, PNG or WebP images can be uploaded: %{names}',
        alt: 'Alternative text',
        alt_hint: 'Say briefly what the image shows, for those who cannot see it (at most 200 characters).',
        alt_missing: 'No alt text',
        decorative: 'Decorative only (no alt text needed)',
        alt_edit: 'Alt text: %{name}',
        alt_dialog_upload: 'Alt texts of the images to upload',
        alt_dialog_upload_hint: 'Write what each image shows, or mark it as decorative only.',
        upload_now: 'Upload',
      },
      gallery: {
        title: 'Images',
        hint: 'JPEG, PNG or WebP, at most 5 MB. Pick several at once or drop them here. The first image is the cover; drag the handles to change the order.',
        upload: 'Upload images',
        uploading: 'Uploading images',
        empty: 'No images yet.',
        cover: 'Cover',
        image_n: 'Image %{n}',
        delete: 'Delete: %{name}',
      },
    },
  },
};

const parts = [
  { tr, en },
  categoryScreenMessages,
  productScreenMessages,
  instructorScreenMessages,
  brandScreenMessages,
  newsScreenMessages,
  contentScreenMessages,
];

/** Every text of the catalogue and content screens, merged once into the panel's dictionaries. */
export const catalogueMessages = {
  tr: mergeMessages({}, ...parts.map((part) => part.tr)),
  en: mergeMessages({}, ...parts.map((part) => part.en)),
};
