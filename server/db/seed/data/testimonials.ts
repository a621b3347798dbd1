import type { Translated } from '../../../../shared/types.js';

/*
 * Demo testimonials and client references (issue 32). The people and companies are invented and say so in
 * their names ("Örnek …"), so the demo never passes for a real company's clients. A testimonial about a course
 * names the course by its seo_name (data/courses.ts); its words stay within what that course teaches.
 */

export interface DemoTestimonial {
  person_name: string;
  person_title: Translated;
  quote: Translated;
  /** The course it is about (its seo_name), or null for a word about the company in general. */
  course: string | null;
}

export const demoTestimonials: DemoTestimonial[] = [
  {
    person_name: 'Elif Aydın',
    person_title: { tr: 'Raporlama Uzmanı, Örnek Lojistik', en: 'Reporting Specialist, Örnek Lojistik' },
    quote: {
      tr: 'Haftalık raporlarımızı Excel’de elle birleştiriyorduk; eğitimin ikinci gününden sonra aynı işi pandas ile birkaç dakikada yapıyoruz. Örneklerin kendi verimize benzemesi çok işe yaradı.',
      en: 'We used to merge our weekly reports by hand in Excel; after the second day of the course we do the same job with pandas in a few minutes. Examples that looked like our own data helped a lot.',
    },
    course: 'python-ile-veri-analizi',
  },
  {
    person_name: 'Murat Kılıç',
    person_title: { tr: 'Kalite Müdürü, Örnek Makina', en: 'Quality Manager, Örnek Makina' },
    quote: {
      tr: 'İç denetim planımızı eğitimde çalıştığımız şablonla yeniden kurduk. Belgelendirme denetiminde tek bir büyük uygunsuzluk çıkmadı.',
      en: 'We rebuilt our internal audit plan on the template we worked with in the course. The certification audit found not a single major nonconformity.',
    },
    course: 'iso-9001-2015-ic-denetci-egitimi',
  },
  {
    person_name: 'Selin Yurt',
    person_title: { tr: 'Proje Yöneticisi, Örnek Yazılım', en: 'Project Manager, Örnek Yazılım' },
    quote: {
      tr: 'Sınav konularını tek tek değil, gerçek proje senaryolarıyla işlediğimiz için ezber yapmadan hazırlandım. Deneme sınavları çok öğreticiydi.',
      en: 'We worked through the exam topics with real project scenarios rather than one by one, so I prepared without memorising. The practice exams taught a lot.',
    },
    course: 'pmp-sinavina-hazirlik',
  },
  {
    person_name: 'Hakan Er',
    person_title: { tr: 'İnsan Kaynakları Direktörü, Örnek Enerji', en: 'HR Director, Örnek Enerji' },
    quote: {
      tr: 'Üç yıldır yıllık eğitim planımızı birlikte hazırlıyoruz. Kuruma özel programlarda içeriği sahadaki ihtiyaçlarımıza göre uyarlamaları en büyük artıları.',
      en: 'We have planned our yearly training together for three years. Their biggest strength is adapting in-house programmes to what our teams in the field need.',
    },
    course: null,
  },
];

export interface DemoClientReference {
  key: string;
  name: string;
  /** The wordmark's ink; the background stays a neutral light grey. */
  color: string;
}

export const demoClientReferences: DemoClientReference[] = [
  { key: 'ornek-enerji', name: 'Örnek Enerji', color: '#1F3A5F' },
  { key: 'ornek-lojistik', name: 'Örnek Lojistik', color: '#2E4A3A' },
  { key: 'ornek-makina', name: 'Örnek Makina', color: '#4A3B2A' },
  { key: 'ornek-yazilim', name: 'Örnek Yazılım', color: '#3B2F5C' },
  { key: 'ornek-gida', name: 'Örnek Gıda', color: '#5C2E2E' },
  { key: 'ornek-saglik', name: 'Örnek Sağlık Grubu', color: '#24505A' },
];
