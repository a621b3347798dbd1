/** The instructor screens' texts (app.instructors.*, resources.instructors.fields.*). */
const tr = {
  app: {
    instructors: {
      create_title: 'Yeni Eğitmen',
      course_count: '%{smart_count} eğitim',
    },
  },
  resources: {
    instructors: {
      fields: {
        name: 'Ad Soyad',
        title: 'Unvan',
        photo: 'Fotoğraf',
        biography: 'Biyografi',
        product_ids: 'Verdiği Eğitimler',
      },
    },
  },
};

const en: typeof tr = {
  app: {
    instructors: {
      create_title: 'New instructor',
      course_count: '%{smart_count} course |||| %{smart_count} courses',
    },
  },
  resources: {
    instructors: {
      fields: {
        name: 'Full name',
        title: 'Title',
        photo: 'Photo',
        biography: 'Biography',
        product_ids: 'Courses taught',
      },
    },
  },
};

export const instructorScreenMessages = { tr, en };
