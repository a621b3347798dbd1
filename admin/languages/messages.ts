import { dictionaryLabelsEnglish, dictionaryLabelsTurkish } from './dictionaryLabels';

export const languageMessages = {
  tr: {
    resources: {
      languages: {
        fields: {
          abbr: 'Dil Kodu',
          lang: 'Dil Adı',
          active: 'Durum',
          is_default: 'Varsayılan',
          page_lang: 'Sayfa Metinleri',
        },
      },
    },
    app: {
      languages: {
        subtitle: 'Sitenin dilleri ve her dilin sayfa metinleri',
        create: 'Dil Ekle',
        edit: 'Sayfa Metinleri: %{lang}',
        edit_texts: 'Metinleri Düzenle',
        default: 'Varsayılan Dil',
        default_locked: 'Varsayılan dil pasif yapılamaz',
        active_toggle: '%{lang} sitede gösterilsin',
        abbr_hint: 'Küçük harflerle, örneğin "de" ya da "pt-br".',
        lang_hint: 'Dilin kendi dilindeki adı, sitenin dil seçicisinde görünür.',
        active_hint: 'Metinler çevrilene kadar pasif bırakabilirsiniz.',
        create_hint: 'Yeni dilin sayfa metinleri Türkçe metinlerin bir kopyasıyla başlar.',
        confirm_title: 'Onaylıyor Musunuz?',
        confirm_content: 'Sistemde Dil Oluşturulacak!',
        confirm: 'Evet, Oluştur!',
        delete_content: 'Dil ve bu dildeki sayfa metinleri silinecek!',
        delete_named: '%{lang} dilini sil',
        texts_count: '%{smart_count} metin',
        turkish_reference: 'Türkçesi: %{text}',
        filter: 'Metinlerde ara',
        no_match: 'Bu bölümde aramaya uyan metin yok.',
        sections: {
          navbar: 'Üst Menü',
          footer: 'Alt Bilgi',
          home: 'Anasayfa',
          form_input: 'Form Alanları',
          form_error: 'Form Mesajları',
        },
        keys: dictionaryLabelsTurkish,
      },
    },
  },
  en: {
    resources: {
      languages: {
        fields: {
          abbr: 'Code',
          lang: 'Name',
          active: 'Status',
          is_default: 'Default',
          page_lang: 'Page texts',
        },
      },
    },
    app: {
      languages: {
        subtitle: "The site's languages and the page texts of each",
        create: 'Add a language',
        edit: 'Page texts: %{lang}',
        edit_texts: 'Edit texts',
        default: 'Default language',
        default_locked: 'The default language cannot be deactivated',
        active_toggle: 'Show %{lang} on the site',
        abbr_hint: 'Lower case, for example "de" or "pt-br".',
        lang_hint: "The language's name in itself, as the site's language switch shows it.",
        active_hint: 'You may keep it inactive until its texts are translated.',
        create_hint: "A new language's page texts start as a copy of the Turkish ones.",
        confirm_title: 'Do you confirm?',
        confirm_content: 'A language will be created in the system!',
        confirm: 'Yes, create!',
        delete_content: 'The language and its page texts will be deleted!',
        delete_named: 'Delete %{lang}',
        texts_count: '%{smart_count} text |||| %{smart_count} texts',
        turkish_reference: 'Turkish: %{text}',
        filter: 'Search the texts',
        no_match: 'No text in this section matches.',
        sections: {
          navbar: 'Navigation bar',
          footer: 'Footer',
          home: 'Home page',
          form_input: 'Form fields',
          form_error: 'Form messages',
        },
        keys: dictionaryLabelsEnglish,
      },
    },
  },
};
