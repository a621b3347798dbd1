/** The instructor screens' texts (app.instructors.*, resources.instructors.fields.*). */
const tr = {
  app: {
    instructors: {
      create_title: 'Yeni Eğitmen',
      subtitle: 'Eğitimleri veren eğitmenler, sitedeki sırasıyla',
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
      subtitle: 'The instructors who teach the courses, in the order the site shows them',
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
