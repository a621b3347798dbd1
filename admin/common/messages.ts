/** Texts of the shared building blocks (app.common.*, app.sortable.*, app.deleting.*). English mirrors the keys. */
export const commonTurkish = {
  common: {
    empty: 'Henüz kayıt yok.',
    delete_forever: 'Kalıcı Olarak Sil',
    languages_of: '%{field}: diller',
    characters: '%{count} / %{max} karakter',
    saving: 'Kaydediliyor...',
    active: 'Aktif',
    inactive: 'Pasif',
    back: 'Listeye Dön',
    drag_to_reorder: 'Sırayı değiştirmek için satırları tutamaçtan sürükleyin.',
    seo_name: 'SEO Adı',
    seo_name_hint: 'Boş bırakılırsa addan üretilir.',
    address_preview: 'Adres: %{url}',
    seo_from_name: 'Addan yeniden oluştur',
    view_on_site: 'Sitede Gör',
    search: 'Ara',
    created_at: 'Oluşturulma',
    updated_at: 'Güncellenme',
  },
  sortable: {
    handle: 'Sırala: %{name}',
    handle_hint: 'Sürükleyin ya da boşluk tuşu ve ok tuşlarıyla taşıyın',
    instructions:
      'Taşımak için boşluk tuşuna basın, yukarı ve aşağı ok tuşlarıyla yerini seçin, bırakmak için yeniden boşluk tuşuna basın. Vazgeçmek için Escape.',
    picked: '%{name} tutuldu: %{total} öğeden %{position}. sırada.',
    moved: '%{name} %{position}. sıraya taşındı.',
    dropped: '%{name} %{position}. sıraya bırakıldı.',
    cancelled: 'Taşıma iptal edildi: %{name} yerine döndü.',
  },
  deleting: {
    record: '«%{name}» kalıcı olarak silinecek!',
    records: '%{names} kalıcı olarak silinecek!',
    records_more: '%{names} ve %{smart_count} kayıt daha kalıcı olarak silinecek!',
  },
};

export const commonEnglish: typeof commonTurkish = {
  common: {
    empty: 'Nothing here yet.',
    delete_forever: 'Delete permanently',
    languages_of: '%{field}: languages',
    characters: '%{count} / %{max} characters',
    saving: 'Saving...',
    active: 'Active',
    inactive: 'Inactive',
    back: 'Back to the list',
    drag_to_reorder: 'Drag the rows by their handle to change the order.',
    seo_name: 'SEO name',
    seo_name_hint: 'Made from the name when left empty.',
    address_preview: 'Address: %{url}',
    seo_from_name: 'Make it again from the name',
    view_on_site: 'View on site',
    search: 'Search',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  sortable: {
    handle: 'Reorder: %{name}',
    handle_hint: 'Drag, or use Space and the arrow keys',
    instructions:
      'Press Space to pick an item up, choose its place with the up and down arrow keys, press Space again to drop it. Escape cancels.',
    picked: 'Picked up %{name}: position %{position} of %{total}.',
    moved: '%{name} moved to position %{position}.',
    dropped: '%{name} dropped at position %{position}.',
    cancelled: 'Move cancelled: %{name} is back in its place.',
  },
  deleting: {
    record: '«%{name}» will be deleted permanently!',
    records: '%{names} will be deleted permanently!',
    records_more:
      '%{names} and %{smart_count} more record will be deleted permanently! |||| %{names} and %{smart_count} more records will be deleted permanently!',
  },
};
