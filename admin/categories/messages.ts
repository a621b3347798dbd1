/** The category screens' texts (app.categories.*, resources.categories.fields.*). */
const tr = {
  app: {
    categories: {
      subtitle: 'Eğitim takviminin ana kategorileri ve alt kategorileri',
      section: 'Bölüm',
      sections: { educations: 'Eğitimler', products: 'Ürünler' },
      course_count: '%{smart_count} eğitim',
      add_sub: 'Alt Kategori Ekle',
      subs_of: '%{name}: alt kategoriler',
      no_subs: 'Alt kategori yok',
      main_category: 'Yok (ana kategori)',
      parent_help: 'Boş bırakılırsa ana kategori olur; alt kategorilerin altına kategori eklenemez.',
      create_title: 'Yeni Eğitim Kategorisi',
      select: 'Seç: %{name}',
    },
  },
  resources: {
    categories: {
      fields: { name: 'Kategori Adı', parent_id: 'Üst Kategori' },
    },
  },
};

const en: typeof tr = {
  app: {
    categories: {
      subtitle: 'Main categories and sub-categories of the training calendar',
      section: 'Section',
      sections: { educations: 'Courses', products: 'Products' },
      course_count: '%{smart_count} course |||| %{smart_count} courses',
      add_sub: 'Add sub-category',
      subs_of: '%{name}: sub-categories',
      no_subs: 'No sub-categories',
      main_category: 'None (main category)',
      parent_help: 'Left empty, it is a main category; a sub-category cannot have categories under it.',
      create_title: 'New education category',
      select: 'Select: %{name}',
    },
  },
  resources: {
    categories: {
      fields: { name: 'Category name', parent_id: 'Parent category' },
    },
  },
};

export const categoryScreenMessages = { tr, en };
