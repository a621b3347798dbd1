import type { FeatureIconKey } from '../../../../shared/featureIcons.js';
import type { ContentPage } from '../../../../shared/publicApi.js';
import type { GeneratedImage } from '../images.js';
import { demoCourses } from './courses.js';
import { type Bilingual, html, t } from './text.js';

/** The images the content sections point to; generated before the contents are built. */
export interface ContentImages {
  hero: string;
  about: string;
  corporate: string;
  distance: string;
  consultancy: string;
  classroom: string;
  features: [string, string, string, string];
  socialIcons: { whatsapp: string; phone: string; mail: string; pin: string };
  classroomGallery: GeneratedImage[];
  consultancyGallery: GeneratedImage[];
  distanceGallery: GeneratedImage[];
  /** One poster per demo training video, in the order of the videos. */
  videoPosters: string[];
}

/**
 * Stored content: the public shape (shared/publicApi.ts) with every text as a { tr, en } map. Plain values
 * (image paths, links, numbers, video ids) stay as they are.
 */
type Stored = { [key: string]: Bilingual | NoText | string | number | Stored[] };
type NoText = Record<string, never>;

export interface DemoContent {
  page: ContentPage;
  name: string;
  data: Stored;
  gallery: GeneratedImage[];
}

/**
 * An image's alt text beside its field (issue 28: `<key>_alt`, `<key>_decorative`), describing what the
 * generated demo picture shows.
 */
const described = (tr: string, en: string) => ({ image_alt: t(tr, en), image_decorative: 0 });

/**
 * An image that only decorates, so alt="" on purpose: an icon beside a title that says the same, or a video's
 * poster (its topic's icon) inside the play button, which already names the video.
 */
const decorative = (key: 'file_img' | 'poster') => ({ [`${key}_alt`]: {}, [`${key}_decorative`]: 1 });

/** A feature, value or service: its texts and the key of its icon (shared/featureIcons.ts). */
const titled = (icon: FeatureIconKey, tr: string, en: string, textTr: string, textEn: string) => ({
  title: t(tr, en),
  text: t(textTr, textEn),
  icon,
});

/** A home-page feature: a titled item with its icon picture, which only decorates (the title says the same). */
const feature = (
  image: string,
  icon: FeatureIconKey,
  tr: string,
  en: string,
  textTr: string,
  textEn: string,
) => ({ ...titled(icon, tr, en, textTr, textEn), file_img: image, ...decorative('file_img') });

/** A way to reach us beside the contact form: its icon (decorative, the title names it), title and link. */
const reachUs = (image: string, title: Bilingual, uri: string) => ({
  file_img: image,
  ...decorative('file_img'),
  title,
  uri,
});

/** A training video with its poster (decorative: the play button already names the video). */
const video = (title: Bilingual, description: Bilingual, youtube_id: string, poster: string, duration: string) => ({
  title,
  description,
  youtube_id,
  poster,
  ...decorative('poster'),
  duration,
});

export function demoContents(images: ContentImages): DemoContent[] {
  return [
    {
      page: 'home',
      name: 'hero',
      gallery: [],
      data: {
        title: t('Geleceğinize Yatırım Yapın', 'Invest in Your Future'),
        subtitle: t(
          'Bilgi teknolojilerinden kalite yönetimine, iş güvenliğinden finansa; uzman eğitmenlerle uygulamalı eğitim ve danışmanlık.',
          'From IT to quality management, occupational safety to finance: hands-on training and consulting with expert trainers.',
        ),
        button_text: t('Eğitim Takvimini İncele', 'Browse the Training Calendar'),
        button_link: '/egitim-takvimi',
        image: images.hero,
        ...described(
          'Bilişim, sertifika, iş güvenliği, finans ve iletişim eğitimlerini simgeleyen dizüstü bilgisayar, rozet, baret, madeni para ve konuşma balonu ikonları',
          'Icons of a laptop, a badge, a hard hat, coins and a speech bubble standing for IT, certification, safety, finance and communication training',
        ),
      },
    },
    {
      page: 'home',
      name: 'about',
      gallery: [],
      data: {
        title: t('Akademi’yi Tanıyın', 'Meet Akademi'),
        text: t(
          '2009’dan bu yana 300’ü aşkın kuruma eğitim ve danışmanlık hizmeti veriyoruz. İstanbul, Ankara ve İzmir’deki merkezlerimizde ve çevrim içi sınıflarımızda her yıl 800’ü aşkın profesyonel ile buluşuyoruz.',
          'Since 2009 we have provided training and consulting to more than 300 organisations. Every year we meet over 800 professionals in our İstanbul, Ankara and İzmir centres and in our online classrooms.',
        ),
        image: images.about,
        ...described(
          'Sıra düzeninde masaları ve dizüstü bilgisayarları olan, sunum ekranlı eğitim sınıfı',
          'A training classroom with rows of desks, laptops and a presentation screen',
        ),
        button_text: t('Biz Kimiz?', 'About Us'),
      },
    },
    {
      page: 'home',
      name: 'features',
      gallery: [],
      data: {
        title: t('Neden Akademi?', 'Why Akademi?'),
        items: [
          feature(images.features[0], 'school', 'Uzman Eğitmenler', 'Expert Trainers', 'Alanında en az 10 yıl deneyimli, sertifikalı eğitmen kadrosu.', 'Certified trainers with at least ten years of experience in their field.'),
          feature(images.features[1], 'certificate', 'Uluslararası Sertifika', 'International Certificates', 'Akredite kuruluşlarla ortak, uluslararası geçerli sertifika programları.', 'Internationally recognised certificate programmes run with accredited bodies.'),
          feature(images.features[2], 'laptop', 'Esnek Katılım', 'Flexible Attendance', 'Sınıfta, çevrim içi ya da kurumunuzda; size uygun formatta eğitim.', 'In the classroom, online or on your premises: training in the format that suits you.'),
          feature(images.features[3], 'support', 'Eğitim Sonrası Destek', 'Support After the Course', 'Eğitim sonrasında 3 ay boyunca eğitmenlerimize soru sorabilirsiniz.', 'Ask our trainers questions for three months after the course.'),
        ],
      },
    },
    {
      page: 'home',
      name: 'stats',
      gallery: [],
      data: {
        items: [
          { value: '15+', label: t('Yıllık Deneyim', 'Years of Experience') },
          { value: '300+', label: t('Kurumsal Müşteri', 'Corporate Clients') },
          { value: '12.000+', label: t('Mezun Katılımcı', 'Graduates') },
          // The catalogue's own count (issue 32: '120+' stood beside twenty courses).
          { value: String(demoCourses.length), label: t('Eğitim Programı', 'Training Programmes') },
        ],
      },
    },
    {
      page: 'home',
      name: 'contact_form_social_icons',
      gallery: [],
      data: {
        title: t('Bize Ulaşın', 'Get in Touch'),
        items: [
          reachUs(images.socialIcons.whatsapp, t('WhatsApp Destek Hattı', 'WhatsApp Support Line'), 'https://wa.me/905325554567'),
          reachUs(images.socialIcons.phone, t('Bizi Arayın', 'Call Us'), 'tel:+902125550123'),
          reachUs(images.socialIcons.mail, t('E-posta Gönderin', 'Send an E-mail'), 'mailto:info@akademi.example'),
          reachUs(images.socialIcons.pin, t('Ofisimizi Ziyaret Edin', 'Visit Our Office'), 'https://www.openstreetmap.org/search?query=Levent%2C%20%C4%B0stanbul'),
        ],
      },
    },
    {
      page: 'corporate',
      name: 'about_us',
      gallery: [],
      data: {
        title: t('Biz Kimiz?', 'About Us'),
        summary: t(
          'Akademi Eğitim ve Danışmanlık, kurumların ve profesyonellerin gelişimine 2009’dan bu yana eşlik ediyor.',
          'Akademi Training and Consulting has supported the growth of organisations and professionals since 2009.',
        ),
        content: html([
          {
            p: t(
              'İstanbul’da küçük bir eğitim ofisi olarak başlayan yolculuğumuz bugün üç şehirde eğitim merkezi, çevrim içi eğitim platformu ve 60 kişilik uzman kadrosuyla sürüyor.',
              'What began as a small training office in İstanbul is today a company with training centres in three cities, an online learning platform and a team of 60 experts.',
            ),
          },
          {
            p: t(
              'Bilgi teknolojileri, yönetim, kalite ve ISO standartları, iş sağlığı ve güvenliği, finans ve yabancı dil alanlarında açık ve kuruma özel programlar düzenliyor; kurumların süreçlerini iyileştirmelerine danışmanlık hizmetlerimizle destek oluyoruz.',
              'We run open and in-house programmes in IT, management, quality and ISO standards, occupational safety, finance and languages, and our consultants help organisations improve their processes.',
            ),
          },
          { h: t('Kalite Belgelerimiz', 'Our Certifications') },
          {
            ul: [
              t('ISO 9001:2015 Kalite Yönetim Sistemi', 'ISO 9001:2015 Quality Management System'),
              t('ISO/IEC 27001:2022 Bilgi Güvenliği Yönetim Sistemi', 'ISO/IEC 27001:2022 Information Security'),
              t('MEB onaylı eğitim kurumu', 'Training institution approved by the Ministry of Education'),
            ],
          },
        ]),
        image: images.corporate,
        ...described(
          'Uzun toplantı masası, sandalyeler ve duvar ekranı olan toplantı salonu',
          'A meeting room with a long table, chairs and a wall screen',
        ),
        mission: t(
          'Kurumların ve bireylerin potansiyelini, ölçülebilir sonuçlar üreten uygulamalı eğitimlerle ortaya çıkarmak.',
          'To unlock the potential of organisations and individuals with practical training that produces measurable results.',
        ),
        vision: t(
          'Türkiye’nin ve bölgenin en güvenilir kurumsal eğitim ve danışmanlık markası olmak.',
          'To be the most trusted corporate training and consulting brand in Türkiye and the region.',
        ),
        values: [
          titled('tools', 'Uygulama', 'Practice', 'Her eğitim gerçek iş problemleriyle biter.', 'Every course ends with a real work problem.'),
          titled('balance', 'Dürüstlük', 'Integrity', 'Söz verdiğimiz sonucu ölçer, paylaşırız.', 'We measure and share the results we promise.'),
          titled('cycle', 'Süreklilik', 'Continuity', 'Eğitimden sonra da yanınızdayız.', 'We stay with you after the course.'),
        ],
      },
    },
    {
      page: 'educations',
      name: 'distance_learning',
      gallery: images.distanceGallery,
      data: {
        title: t('Uzaktan Eğitim', 'Distance Learning'),
        summary: t(
          'Canlı sanal sınıflar ve kendi hızınızda ilerleyebileceğiniz içeriklerle, nerede olursanız olun öğrenmeye devam edin.',
          'Keep learning wherever you are with live virtual classes and self-paced content.',
        ),
        content: html([
          {
            p: t(
              'Uzaktan eğitim programlarımız, sınıf eğitimlerimizle aynı eğitmenler ve aynı müfredatla yürütülür. Canlı derslerde eğitmeninize soru sorabilir, grup çalışmalarına katılabilir, ders kayıtlarını 30 gün boyunca tekrar izleyebilirsiniz.',
              'Our distance programmes are run by the same trainers with the same curriculum as our classroom courses. In live classes you can ask your trainer questions and join group work, and recordings stay available for 30 days.',
            ),
          },
          {
            p: t(
              'Kurumlara özel uzaktan eğitimlerde katılım ve sınav raporları insan kaynakları ekibinizle düzenli olarak paylaşılır.',
              'For in-house distance programmes, attendance and exam reports are shared regularly with your HR team.',
            ),
          },
        ]),
        image: images.distance,
        ...described(
          'Eğitim sınıfında monitör ve dizüstü bilgisayar bulunan bir çalışma masası',
          'A workstation with a monitor and a laptop in a training room',
        ),
        features: [
          titled('video', 'Canlı Sanal Sınıf', 'Live Virtual Classroom', 'Eğitmenle gerçek zamanlı etkileşim.', 'Real-time interaction with the trainer.'),
          titled('replay', 'Ders Kayıtları', 'Class Recordings', '30 gün boyunca tekrar izleme imkânı.', 'Watch again for 30 days.'),
          titled('mobile', 'Mobil Uyum', 'Mobile Friendly', 'Telefon ve tabletten kesintisiz erişim.', 'Seamless access from phones and tablets.'),
          titled('certificate', 'Dijital Sertifika', 'Digital Certificate', 'Doğrulanabilir, paylaşılabilir sertifika.', 'A verifiable, shareable certificate.'),
        ],
      },
    },
    {
      page: 'educations',
      name: 'training_videos',
      gallery: [],
      data: {
        title: t('Eğitim Videoları', 'Training Videos'),
        summary: t(
          'Eğitmenlerimizin hazırladığı kısa videolarla konulara hızlı bir giriş yapın.',
          'Get a quick introduction to our topics with short videos made by our trainers.',
        ),
        videos: [
          video(t('Python ile Veri Analizine Giriş', 'Introduction to Data Analysis with Python'), t('Pandas ile ilk veri setinizi 10 dakikada analiz edin.', 'Analyse your first dataset with pandas in 10 minutes.'), 'kR9tD3vQp2M', images.videoPosters[0], '12:48'),
          video(t('Oltalama E-postaları Nasıl Anlaşılır?', 'How to Spot a Phishing E-mail'), t('Gerçek örneklerle oltalama saldırılarının ipuçları.', 'Tell-tale signs of phishing, with real examples.'), 'Xb7LmQ2wZ8c', images.videoPosters[1], '08:15'),
          video(t('ISO 9001’de Risk Temelli Düşünme', 'Risk-Based Thinking in ISO 9001'), t('Standardın risk yaklaşımını örneklerle anlatıyoruz.', 'The standard’s approach to risk, explained with examples.'), 'pT4vN8sJ1eA', images.videoPosters[2], '15:02'),
          video(t('Yüksekte Çalışmada Emniyet Kemeri Kullanımı', 'Using a Safety Harness at Height'), t('Kemerin doğru takılması ve kontrolü.', 'How to put on and check a harness correctly.'), 'Hq6eW3rK9yU', images.videoPosters[3], '06:37'),
          video(t('Scrum’da Sprint Planlama', 'Sprint Planning in Scrum'), t('Etkili bir sprint planlama toplantısının adımları.', 'The steps of an effective sprint planning meeting.'), 'Zc2fG7nB5tQ', images.videoPosters[4], '10:21'),
          video(t('Finansal Oranlara Hızlı Bakış', 'A Quick Look at Financial Ratios'), t('Likidite ve karlılık oranları 10 dakikada.', 'Liquidity and profitability ratios in 10 minutes.'), 'mJ8sV1dW4xE', images.videoPosters[5], '09:54'),
        ],
      },
    },
    {
      page: 'services',
      name: 'consultancy_service',
      gallery: images.consultancyGallery,
      data: {
        title: t('Danışmanlık Hizmeti', 'Consultancy Service'),
        summary: t(
          'Yönetim sistemlerinden dijital dönüşüme, kurumunuza özel çözümler geliştiriyoruz.',
          'From management systems to digital transformation, we build solutions tailored to your organisation.',
        ),
        content: html([
          {
            p: t(
              'Danışmanlık projelerimiz mevcut durum analiziyle başlar; ölçülebilir hedefler, yol haritası ve uygulama desteğiyle devam eder. Projenin her aşamasında sizin ekibinizle birlikte çalışır, bilginin kurumunuzda kalmasını sağlarız.',
              'Our consulting projects start with an assessment of where you are, then continue with measurable goals, a roadmap and hands-on support. We work alongside your team at every stage so that the know-how stays in your organisation.',
            ),
          },
        ]),
        image: images.consultancy,
        ...described(
          'Pencere kenarında uzun masalı, duvar ekranlı toplantı salonu',
          'A meeting room with a long table by the windows and a wall screen',
        ),
        services: [
          titled('quality', 'ISO Belgelendirme Danışmanlığı', 'ISO Certification Consulting', 'ISO 9001, 14001, 45001 ve 27001 sistemlerinin kurulması ve belgelendirmeye hazırlık.', 'Setting up ISO 9001, 14001, 45001 and 27001 systems and preparing for certification.'),
          titled('lock', 'KVKK Uyum Danışmanlığı', 'KVKK Compliance Consulting', 'Veri envanteri, politikalar ve teknik tedbirlerle KVKK uyumu.', 'KVKK (GDPR) compliance through data inventories, policies and technical measures.'),
          titled('growth', 'Süreç İyileştirme', 'Process Improvement', 'Yalın ve Altı Sigma yöntemleriyle maliyet ve süre azaltımı.', 'Cutting cost and lead time with Lean and Six Sigma.'),
          titled('safety', 'İSG Danışmanlığı', 'OHS Consulting', 'Risk değerlendirmesi, acil durum planları ve saha denetimleri.', 'Risk assessments, emergency plans and site inspections.'),
        ],
      },
    },
    {
      page: 'services',
      name: 'classroom_rental',
      gallery: images.classroomGallery,
      data: {
        title: t('Sınıf Kiralama', 'Classroom Rental'),
        summary: t(
          'İstanbul Levent, Ankara Çankaya ve İzmir Bornova’daki donanımlı dersliklerimizi saatlik veya günlük kiralayın.',
          'Rent our fully equipped classrooms in Levent (İstanbul), Çankaya (Ankara) and Bornova (İzmir) by the hour or by the day.',
        ),
        content: html([
          {
            p: t(
              'Tüm dersliklerimizde projeksiyon veya etkileşimli ekran, ses sistemi, yüksek hızlı internet ve klima bulunur. Kiralamalara ikram servisi ve teknik destek dâhildir.',
              'Every classroom has a projector or interactive display, a sound system, high-speed internet and air conditioning. Catering and technical support are included.',
            ),
          },
        ]),
        image: images.classroom,
        ...described(
          'Sıra düzeninde masaları, pencereleri ve sunum ekranı olan eğitim sınıfı',
          'A training classroom with rows of desks, windows and a presentation screen',
        ),
        rooms: [
          { name: t('Levent Büyük Salon', 'Levent Main Hall'), capacity: 30, features: t('Etkileşimli ekran, U düzeni', 'Interactive display, U-shape layout') },
          { name: t('Levent Bilgisayar Laboratuvarı', 'Levent Computer Lab'), capacity: 16, features: t('16 bilgisayar, projeksiyon', '16 computers, projector') },
          { name: t('Çankaya Toplantı Odası', 'Çankaya Meeting Room'), capacity: 12, features: t('Toplantı masası, video konferans', 'Boardroom table, video conferencing') },
          { name: t('Bornova Derslik', 'Bornova Classroom'), capacity: 24, features: t('Sınıf düzeni, projeksiyon', 'Classroom layout, projector') },
        ],
      },
    },
    {
      page: 'media',
      name: 'news',
      gallery: [],
      data: {
        title: t('Haberler ve Duyurular', 'News and Announcements'),
        summary: t(
          'Yeni programlarımız, etkinliklerimiz ve sektördeki gelişmeler.',
          'Our new programmes, events and news from the industry.',
        ),
      },
    },
  ];
}
