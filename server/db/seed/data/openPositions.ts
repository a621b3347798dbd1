import type { EmploymentType } from '../../../../shared/schemas/openPosition.js';

/** The careers page's demo open positions (issue 16), top of the list first. */
export const demoOpenPositions: {
  title: { tr: string; en: string };
  location: string;
  employment_type: EmploymentType;
  description: { tr: string; en: string };
}[] = [
  {
    title: { tr: 'Kıdemli Veri Analitiği Eğitmeni', en: 'Senior Data Analytics Instructor' },
    location: 'İstanbul',
    employment_type: 'full_time',
    description: {
      tr: 'Python, SQL ve Power BI eğitimlerimizi kurumsal müşterilerimize sınıfta ve çevrim içi olarak verecek, eğitim içeriklerini güncel tutacak bir eğitmen arıyoruz. Haftada iki gün ofisten, diğer günler uzaktan çalışılır; en az beş yıllık sektör deneyimi bekliyoruz.',
      en: 'We are looking for an instructor to teach our Python, SQL and Power BI courses to corporate clients in the classroom and online, and to keep the course material up to date. Two days a week in the office, the rest remote; at least five years of industry experience expected.',
    },
  },
  {
    title: { tr: 'Eğitim Koordinatörü', en: 'Training Coordinator' },
    location: 'Ankara',
    employment_type: 'full_time',
    description: {
      tr: 'Eğitim takvimini planlayacak, eğitmenler ve katılımcılarla iletişimi yürütecek, sınıf ve çevrim içi oturumların sorunsuz geçmesini sağlayacak ekip arkadaşı arıyoruz.',
      en: 'We are looking for a colleague to plan the training calendar, keep in touch with instructors and participants, and make sure classroom and online sessions run smoothly.',
    },
  },
  {
    title: { tr: 'Dijital Pazarlama Stajyeri', en: 'Digital Marketing Intern' },
    location: 'İzmir',
    employment_type: 'internship',
    description: {
      tr: 'Sosyal medya içeriklerimizi hazırlamaya, e-posta bültenlerimizi yönetmeye ve kampanya sonuçlarını raporlamaya destek olacak, üniversite son sınıf veya yeni mezun bir stajyer arıyoruz. Uzaktan çalışmaya uygundur.',
      en: 'We are looking for a final-year student or recent graduate to help prepare our social media content, run our e-mail newsletters and report on campaign results. Remote work is possible.',
    },
  },
];
