import type { roomPhotos } from '../photo/rooms.js';
import { type Bilingual, html, t } from './text.js';

export interface DemoNews {
  seo_name: string;
  /** Published this many days before the seed date. */
  daysAgo: number;
  /** Its picture: one of the rendered room photographs, the room the news is about. */
  photo: keyof typeof roomPhotos;
  title: Bilingual;
  summary: Bilingual;
  content: Bilingual;
}

export const demoNews: DemoNews[] = [
  {
    seo_name: 'yeni-donem-egitim-takvimi-yayinlandi',
    daysAgo: 3,
    photo: 'classroomFromBack',
    title: t('Yeni Dönem Eğitim Takvimi Yayınlandı', 'The New Term’s Training Calendar Is Out'),
    summary: t(
      'Önümüzdeki aylarda İstanbul, Ankara, İzmir ve çevrim içi olarak açılacak 40’tan fazla oturum takvimimizde.',
      'More than 40 sessions in İstanbul, Ankara, İzmir and online over the coming months are now in our calendar.',
    ),
    content: html([
      {
        p: t(
          'Yeni dönem eğitim takvimimiz yayında. Bilgi teknolojilerinden iş sağlığı ve güvenliğine kadar yedi ana kategoride 20 programımız, önümüzdeki aylarda farklı şehirlerde ve çevrim içi olarak katılımcılarla buluşacak.',
          'Our new training calendar is live. Twenty programmes in seven main categories, from information technology to occupational safety, will meet participants in several cities and online over the coming months.',
        ),
      },
      {
        p: t(
          'Erken kayıt yaptıran katılımcılarımıza yüzde 10 indirim uygulanmaktadır. Kurumsal grup kayıtları için eğitim danışmanlarımızla iletişime geçebilirsiniz.',
          'Participants who register early receive a 10 percent discount. For corporate group registrations, please contact our training advisers.',
        ),
      },
    ]),
  },
  {
    seo_name: 'iso-27001-2022-gecis-sureci-hakkinda-bilmeniz-gerekenler',
    daysAgo: 12,
    photo: 'meetingRoomCorner',
    title: t(
      'ISO 27001:2022 Geçiş Süreci Hakkında Bilmeniz Gerekenler',
      'What You Need to Know About the ISO 27001:2022 Transition',
    ),
    summary: t(
      'Eski sürüme göre belgelendirilmiş kuruluşlar için geçiş adımlarını ve yeni kontrolleri özetledik.',
      'We summarised the transition steps and new controls for organisations certified to the old version.',
    ),
    content: html([
      {
        p: t(
          'ISO/IEC 27001 standardının 2022 revizyonuyla Ek A’daki kontrol sayısı 114’ten 93’e indi; tehdit istihbaratı, bulut hizmetleri güvenliği ve veri maskeleme gibi 11 yeni kontrol eklendi.',
          'With the 2022 revision of ISO/IEC 27001 the number of Annex A controls fell from 114 to 93, and 11 new controls such as threat intelligence, cloud service security and data masking were added.',
        ),
      },
      { h: t('Geçiş için önerdiğimiz adımlar', 'The steps we recommend') },
      {
        ol: [
          t('Boşluk analizi yapın', 'Carry out a gap analysis'),
          t('Risk değerlendirmesini güncelleyin', 'Update the risk assessment'),
          t('Uygulanabilirlik bildirgesini yenileyin', 'Revise the statement of applicability'),
          t('İç denetim ve yönetimin gözden geçirmesini tamamlayın', 'Complete the internal audit and management review'),
        ],
      },
    ]),
  },
  {
    seo_name: 'izmir-egitim-merkezimiz-acildi',
    daysAgo: 27,
    photo: 'computerLabAisle',
    title: t('İzmir Eğitim Merkezimiz Açıldı', 'Our İzmir Training Centre Has Opened'),
    summary: t(
      'Bornova’daki yeni merkezimizde üç derslik ve bir bilgisayar laboratuvarı hizmetinizde.',
      'Three classrooms and a computer lab are ready for you at our new centre in Bornova.',
    ),
    content: html([
      {
        p: t(
          'Ege Bölgesi’ndeki kurumsal müşterilerimize daha yakın olmak için İzmir Bornova’da yeni eğitim merkezimizi açtık. Merkezde 12 ile 30 kişi arasında üç derslik ve 16 kişilik bir bilgisayar laboratuvarı bulunuyor.',
          'To be closer to our corporate clients in the Aegean region we have opened a new training centre in Bornova, İzmir. It has three classrooms for 12 to 30 people and a 16-seat computer lab.',
        ),
      },
      {
        p: t(
          'Dersliklerimiz eğitim takvimimizdeki programların yanı sıra sınıf kiralama hizmetimiz kapsamında da kullanılabilir.',
          'Besides the programmes in our calendar, the classrooms are also available through our classroom rental service.',
        ),
      },
    ]),
  },
  {
    seo_name: 'uzaktan-egitim-platformumuz-yenilendi',
    daysAgo: 45,
    photo: 'workstation',
    title: t('Uzaktan Eğitim Platformumuz Yenilendi', 'Our Distance Learning Platform Has Been Renewed'),
    summary: t(
      'Canlı derslerin kayıtları, ödev takibi ve mobil uyum yeni platformumuzda.',
      'Recordings of live classes, assignment tracking and a mobile-friendly design come with the new platform.',
    ),
    content: html([
      {
        p: t(
          'Çevrim içi eğitimlerimizin yapıldığı platformu katılımcılarımızdan gelen geri bildirimlerle baştan tasarladık. Artık canlı derslerin kayıtlarına 30 gün boyunca erişebilir, ödevlerinizi tek ekrandan takip edebilirsiniz.',
          'We redesigned the platform for our online courses based on participant feedback. Recordings of live classes are now available for 30 days and assignments can be tracked on a single screen.',
        ),
      },
    ]),
  },
  {
    seo_name: 'kurumsal-musterilerimize-ozel-isg-egitim-paketi',
    daysAgo: 63,
    photo: 'classroomFromSide',
    title: t(
      'Kurumsal Müşterilerimize Özel İSG Eğitim Paketi',
      'A Special OHS Training Package for Corporate Clients',
    ),
    summary: t(
      'Temel İSG, yüksekte çalışma ve yangın eğitimleri tek pakette, tesisinizde.',
      'Basic OHS, working at height and fire safety training in one package, on your premises.',
    ),
    content: html([
      {
        p: t(
          'Yasal yükümlülüklerinizi tek seferde karşılamanız için İSG eğitimlerimizi bir pakette topladık. Eğitimler tesisinizde, vardiya düzeninize uygun saatlerde verilir; katılım belgeleri aynı hafta teslim edilir.',
          'To help you meet your legal obligations in one go we have bundled our OHS courses. Training takes place on your premises at times that fit your shifts, and certificates are delivered the same week.',
        ),
      },
    ]),
  },
];
