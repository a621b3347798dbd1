/**
 * Turkish labels of the rich text toolbar (ra-input-rich-text asks for `ra.tiptap.*`, which react-admin's
 * own dictionaries do not have; RichTextInput supplies these to the toolbar alone).
 */
export const tiptapTurkish: Readonly<Record<string, string>> = {
  'ra.tiptap.bold': 'Kalın',
  'ra.tiptap.italic': 'İtalik',
  'ra.tiptap.underline': 'Altı Çizili',
  'ra.tiptap.strike': 'Üstü Çizili',
  'ra.tiptap.code': 'Kod',
  'ra.tiptap.link': 'Bağlantı',
  'ra.tiptap.image': 'Görsel',
  'ra.tiptap.image_dialog': 'Görsel adresi (URL)',
  'ra.tiptap.list_bulleted': 'Madde İşaretli Liste',
  'ra.tiptap.list_numbered': 'Numaralı Liste',
  'ra.tiptap.blockquote': 'Alıntı',
  'ra.tiptap.align_left': 'Sola Hizala',
  'ra.tiptap.align_right': 'Sağa Hizala',
  'ra.tiptap.align_center': 'Ortala',
  'ra.tiptap.align_justify': 'İki Yana Yasla',
  'ra.tiptap.color': 'Yazı Rengi',
  'ra.tiptap.highlight': 'Vurgu Rengi',
  'ra.tiptap.clear_format': 'Biçimi Temizle',
  'ra.tiptap.paragraph': 'Normal',
  'ra.tiptap.heading1': 'Başlık 1',
  'ra.tiptap.heading2': 'Başlık 2',
  'ra.tiptap.heading3': 'Başlık 3',
  'ra.tiptap.heading4': 'Başlık 4',
  'ra.tiptap.heading5': 'Başlık 5',
  'ra.tiptap.heading6': 'Başlık 6',
  'ra.tiptap.select_level': 'Metin düzeyini seçin',
  'ra.tiptap.current_level': 'Geçerli düzey',
};
