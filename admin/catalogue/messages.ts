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
