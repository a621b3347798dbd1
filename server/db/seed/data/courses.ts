import { type Bilingual, t } from './text.js';

export interface DemoCourse {
  seo_name: string;
  /** Key of the sub-category (see categories.ts). */
  category: string;
  brand: string | null;
  instructors: string[];
  title: Bilingual;
  summary: Bilingual;
  intro: Bilingual;
  audience: Bilingual[];
  outline: Bilingual[];
  /** As the admin types it, per language. */
  duration: Bilingual;
  price: Bilingual;
  /** Calendar days one session lasts. */
  days: number;
  popular: boolean;
  /** How many upcoming sessions to create (1–3). */
  sessions: number;
}

/** The twenty demo courses in calendar order (the first gets the highest queue). */
export const demoCourses: DemoCourse[] = [
  {
    seo_name: 'python-ile-veri-analizi',
    category: 'data',
    brand: 'techpro',
    instructors: ['ayse'],
    title: t('Python ile Veri Analizi', 'Data Analysis with Python'),
    summary: t(
      'Pandas, NumPy ve Matplotlib ile veriyi temizleyin, analiz edin ve görselleştirin.',
      'Clean, analyse and visualise data with pandas, NumPy and Matplotlib.',
    ),
    intro: t(
      'Bu eğitimde katılımcılar gerçek iş verileri üzerinde çalışarak Python ekosisteminin veri analizi araçlarını baştan sona kullanmayı öğrenir.',
      'Working on real business data, participants learn to use the Python data analysis ecosystem end to end.',
    ),
    audience: [
      t('Raporlama ve analiz yapan iş analistleri', 'Business analysts who produce reports'),
      t('Excel’in sınırlarına ulaşan uzmanlar', 'Specialists who have outgrown Excel'),
      t('Veri bilimine giriş yapmak isteyen yazılımcılar', 'Developers moving into data science'),
    ],
    outline: [
      t('Jupyter ortamı ve Python temelleri', 'Jupyter and Python basics'),
      t('Pandas ile veri okuma, temizleme ve birleştirme', 'Reading, cleaning and joining data with pandas'),
      t('Gruplama, pivot tablolar ve zaman serileri', 'Grouping, pivot tables and time series'),
      t('Matplotlib ve Seaborn ile görselleştirme', 'Visualisation with Matplotlib and Seaborn'),
      t('Uçtan uca vaka çalışması', 'An end-to-end case study'),
    ],
    duration: t('4 gün (24 saat)', '4 days (24 hours)'),
    price: t('7.900 TL + KDV', 'TRY 7,900 + VAT'),
    days: 4,
    popular: true,
    sessions: 3,
  },
  {
    seo_name: 'react-ve-typescript-ile-modern-web-gelistirme',
    category: 'software',
    brand: 'techpro',
    instructors: ['ayse'],
    title: t('React ve TypeScript ile Modern Web Geliştirme', 'Modern Web Development with React and TypeScript'),
    summary: t(
      'Bileşen mimarisi, hook’lar, veri çekme ve test ile üretime hazır arayüzler geliştirin.',
      'Build production-ready interfaces with components, hooks, data fetching and tests.',
    ),
    intro: t(
      'Beş gün boyunca katılımcılar sıfırdan bir kurumsal web uygulaması geliştirir ve her adımda en iyi uygulamaları tartışır.',
      'Over five days participants build a business web application from scratch and discuss best practice at every step.',
    ),
    audience: [
      t('JavaScript bilen ön yüz geliştiricileri', 'Front-end developers who know JavaScript'),
      t('Arka uçtan tam yığın geliştirmeye geçenler', 'Back-end developers moving to full stack'),
    ],
    outline: [
      t('TypeScript tip sistemi', 'The TypeScript type system'),
      t('React bileşenleri, state ve hook’lar', 'React components, state and hooks'),
      t('Yönlendirme ve form yönetimi', 'Routing and form handling'),
      t('SWR ile veri çekme ve önbellek', 'Data fetching and caching with SWR'),
      t('Vitest ve Testing Library ile test', 'Testing with Vitest and Testing Library'),
    ],
    duration: t('5 gün (30 saat)', '5 days (30 hours)'),
    price: t('9.500 TL + KDV', 'TRY 9,500 + VAT'),
    days: 5,
    popular: true,
    sessions: 2,
  },
  {
    seo_name: 'siber-guvenlik-farkindaligi',
    category: 'cyber',
    brand: 'techpro',
    instructors: ['mehmet'],
    title: t('Siber Güvenlik Farkındalığı Eğitimi', 'Cyber Security Awareness Training'),
    summary: t(
      'Oltalama, sosyal mühendislik ve parola güvenliğine karşı tüm çalışanlarınızı bilinçlendirin.',
      'Make every employee aware of phishing, social engineering and password risks.',
    ),
    intro: t(
      'Kurumların en zayıf halkası çoğu zaman teknoloji değil insandır. Bu eğitim, günlük işte karşılaşılan tehditleri örnek saldırılarla anlatır.',
      'An organisation’s weakest link is usually people, not technology. This course explains everyday threats with sample attacks.',
    ),
    audience: [
      t('Teknik bilgisi olmayan tüm çalışanlar', 'All employees, no technical background needed'),
      t('KVKK uyum sürecindeki kurumlar', 'Organisations working on KVKK (GDPR) compliance'),
    ],
    outline: [
      t('Oltalama e-postalarını tanıma', 'Recognising phishing e-mails'),
      t('Güçlü parola ve çok faktörlü doğrulama', 'Strong passwords and multi-factor authentication'),
      t('Mobil cihaz ve uzaktan çalışma güvenliği', 'Mobile devices and remote work security'),
      t('Olay bildirimi ve ilk müdahale', 'Incident reporting and first response'),
    ],
    duration: t('1 gün (6 saat)', '1 day (6 hours)'),
    price: t('2.400 TL + KDV', 'TRY 2,400 + VAT'),
    days: 1,
    popular: false,
    sessions: 3,
  },
  {
    seo_name: 'etik-hacker-ve-sizma-testi-temelleri',
    category: 'cyber',
    brand: 'techpro',
    instructors: ['mehmet'],
    title: t('Etik Hacker ve Sızma Testi Temelleri', 'Ethical Hacking and Penetration Testing Fundamentals'),
    summary: t(
      'Keşiften raporlamaya kadar bir sızma testinin tüm aşamalarını laboratuvarda uygulayın.',
      'Practise every stage of a penetration test, from reconnaissance to reporting, in the lab.',
    ),
    intro: t(
      'Katılımcılar izole bir laboratuvar ağında gerçek araçlarla çalışır, bulduklarını profesyonel bir rapora dönüştürür.',
      'Participants work with real tools on an isolated lab network and turn their findings into a professional report.',
    ),
    audience: [
      t('Sistem ve ağ yöneticileri', 'System and network administrators'),
      t('Güvenlik operasyon merkezi çalışanları', 'Security operations centre staff'),
    ],
    outline: [
      t('Bilgi toplama ve ağ taraması', 'Reconnaissance and network scanning'),
      t('Zafiyet analizi', 'Vulnerability analysis'),
      t('Web uygulama saldırıları (OWASP Top 10)', 'Web application attacks (OWASP Top 10)'),
      t('Yetki yükseltme', 'Privilege escalation'),
      t('Raporlama ve iyileştirme önerileri', 'Reporting and remediation advice'),
    ],
    duration: t('5 gün (30 saat)', '5 days (30 hours)'),
    price: t('12.500 TL + KDV', 'TRY 12,500 + VAT'),
    days: 5,
    popular: true,
    sessions: 2,
  },
  {
    seo_name: 'power-bi-ile-is-zekasi',
    category: 'data',
    brand: 'techpro',
    instructors: ['ayse'],
    title: t('Power BI ile İş Zekâsı', 'Business Intelligence with Power BI'),
    summary: t(
      'Dağınık verilerinizi etkileşimli panolara dönüştürün, DAX ile güçlü ölçüler yazın.',
      'Turn scattered data into interactive dashboards and write powerful DAX measures.',
    ),
    intro: t(
      'Eğitim boyunca satış, stok ve finans verilerinden oluşan bir örnek şirket için yönetim panosu hazırlanır.',
      'During the course participants build a management dashboard for a sample company from sales, stock and finance data.',
    ),
    audience: [
      t('Raporlama ekipleri', 'Reporting teams'),
      t('Departman yöneticileri', 'Department managers'),
    ],
    outline: [
      t('Power Query ile veri hazırlama', 'Preparing data with Power Query'),
      t('Veri modeli ve ilişkiler', 'Data models and relationships'),
      t('DAX temelleri', 'DAX fundamentals'),
      t('Pano tasarımı ve paylaşım', 'Dashboard design and sharing'),
    ],
    duration: t('3 gün (18 saat)', '3 days (18 hours)'),
    price: t('6.800 TL + KDV', 'TRY 6,800 + VAT'),
    days: 3,
    popular: false,
    sessions: 2,
  },
  {
    seo_name: 'pmp-sinavina-hazirlik',
    category: 'projects',
    brand: 'liderlab',
    instructors: ['elif'],
    title: t('PMP® Sınavına Hazırlık Eğitimi', 'PMP® Exam Preparation Course'),
    summary: t(
      'PMI’ın şart koştuğu 35 saatlik eğitimi tamamlayın, sınav sorularıyla pratik yapın.',
      'Complete the 35 contact hours PMI requires and practise with exam-style questions.',
    ),
    intro: t(
      'PMBOK® Rehberi ve Çevik Uygulama Kılavuzu temel alınarak hazırlanan program, sınav stratejileri ve deneme sınavlarıyla tamamlanır.',
      'Built on the PMBOK® Guide and the Agile Practice Guide, the programme ends with exam strategies and mock exams.',
    ),
    audience: [
      t('PMP sertifikası almak isteyen proje yöneticileri', 'Project managers aiming for the PMP credential'),
      t('Proje ofisi (PMO) çalışanları', 'Project management office (PMO) staff'),
    ],
    outline: [
      t('İnsanlar, süreç ve iş ortamı alanları', 'The people, process and business environment domains'),
      t('Kapsam, zaman ve maliyet yönetimi', 'Scope, schedule and cost management'),
      t('Risk ve paydaş yönetimi', 'Risk and stakeholder management'),
      t('Çevik ve hibrit yaklaşımlar', 'Agile and hybrid approaches'),
      t('Deneme sınavları', 'Mock exams'),
    ],
    duration: t('5 gün (35 saat)', '5 days (35 hours)'),
    price: t('14.000 TL + KDV', 'TRY 14,000 + VAT'),
    days: 5,
    popular: true,
    sessions: 2,
  },
  {
    seo_name: 'cevik-proje-yonetimi-ve-scrum',
    category: 'projects',
    brand: 'liderlab',
    instructors: ['elif'],
    title: t('Çevik Proje Yönetimi ve Scrum', 'Agile Project Management and Scrum'),
    summary: t(
      'Scrum rollerini, etkinliklerini ve eserlerini simülasyonlarla deneyimleyin.',
      'Experience Scrum roles, events and artefacts through simulations.',
    ),
    intro: t(
      'İki günlük atölyede ekipler kısa sprintlerle bir ürün geliştirir ve çevik dönüşümün zorluklarını tartışır.',
      'In this two-day workshop teams build a product in short sprints and discuss the challenges of an agile transformation.',
    ),
    audience: [
      t('Yazılım ve ürün ekipleri', 'Software and product teams'),
      t('Çevik dönüşüm yaşayan kurumların yöneticileri', 'Managers of organisations going agile'),
    ],
    outline: [
      t('Çevik manifesto ve ilkeler', 'The agile manifesto and principles'),
      t('Scrum rolleri ve etkinlikleri', 'Scrum roles and events'),
      t('Ürün iş listesi ve tahminleme', 'Product backlog and estimation'),
      t('Kanban ile akış yönetimi', 'Flow management with Kanban'),
    ],
    duration: t('2 gün (12 saat)', '2 days (12 hours)'),
    price: t('5.200 TL + KDV', 'TRY 5,200 + VAT'),
    days: 2,
    popular: false,
    sessions: 2,
  },
  {
    seo_name: 'yoneticiler-icin-liderlik-becerileri',
    category: 'leadership',
    brand: 'liderlab',
    instructors: ['elif'],
    title: t('Yöneticiler için Liderlik Becerileri', 'Leadership Skills for Managers'),
    summary: t(
      'Ekip motivasyonu, geri bildirim ve yetki devriyle daha etkili bir lider olun.',
      'Become a more effective leader through motivation, feedback and delegation.',
    ),
    intro: t(
      'Rol oyunları ve vaka çalışmalarıyla desteklenen program, yeni ve deneyimli yöneticilerin günlük liderlik pratiklerine odaklanır.',
      'Supported by role plays and case studies, the programme focuses on the daily leadership practice of new and experienced managers.',
    ),
    audience: [
      t('İlk kez yönetici olanlar', 'First-time managers'),
      t('Orta düzey yöneticiler', 'Middle managers'),
    ],
    outline: [
      t('Durumsal liderlik', 'Situational leadership'),
      t('Etkili geri bildirim ve koçluk', 'Effective feedback and coaching'),
      t('Yetki devri', 'Delegation'),
      t('Çatışma yönetimi', 'Conflict management'),
    ],
    duration: t('2 gün (12 saat)', '2 days (12 hours)'),
    price: t('5.900 TL + KDV', 'TRY 5,900 + VAT'),
    days: 2,
    popular: false,
    sessions: 1,
  },
  {
    seo_name: 'iso-9001-2015-kalite-yonetim-sistemi-temel-egitimi',
    category: 'iso9001',
    brand: 'kalitenet',
    instructors: ['ahmet'],
    title: t(
      'ISO 9001:2015 Kalite Yönetim Sistemi Temel Eğitimi',
      'ISO 9001:2015 Quality Management System Fundamentals',
    ),
    summary: t(
      'Standardın maddelerini örneklerle öğrenin, kuruluşunuzu belgelendirmeye hazırlayın.',
      'Learn the clauses of the standard through examples and prepare your organisation for certification.',
    ),
    intro: t(
      'Eğitim, ISO 9001:2015 standardının yüksek seviyeli yapısını ve risk temelli düşünme yaklaşımını uygulamalı olarak anlatır.',
      'The course explains the high-level structure of ISO 9001:2015 and risk-based thinking in practice.',
    ),
    audience: [
      t('Kalite yönetim temsilcileri', 'Quality management representatives'),
      t('Süreç sahipleri ve birim yöneticileri', 'Process owners and department managers'),
    ],
    outline: [
      t('Kalite yönetim ilkeleri', 'Quality management principles'),
      t('Kuruluşun bağlamı ve liderlik', 'Context of the organisation and leadership'),
      t('Risk ve fırsatlar', 'Risks and opportunities'),
      t('Performans değerlendirme ve iyileştirme', 'Performance evaluation and improvement'),
    ],
    duration: t('2 gün (14 saat)', '2 days (14 hours)'),
    price: t('3.900 TL + KDV', 'TRY 3,900 + VAT'),
    days: 2,
    popular: true,
    sessions: 3,
  },
  {
    seo_name: 'iso-9001-2015-ic-denetci-egitimi',
    category: 'iso9001',
    brand: 'kalitenet',
    instructors: ['ahmet'],
    title: t('ISO 9001:2015 İç Denetçi Eğitimi', 'ISO 9001:2015 Internal Auditor Training'),
    summary: t(
      'ISO 19011 rehberliğinde iç denetim planlayın, yürütün ve raporlayın.',
      'Plan, conduct and report internal audits following ISO 19011.',
    ),
    intro: t(
      'Katılımcılar örnek bir şirketin süreçlerini denetleyerek bulgu yazma ve raporlama pratiği kazanır.',
      'Participants audit a sample company’s processes and practise writing findings and reports.',
    ),
    audience: [
      t('İç denetçi adayları', 'Prospective internal auditors'),
      t('Kalite ekipleri', 'Quality teams'),
    ],
    outline: [
      t('ISO 19011 denetim ilkeleri', 'ISO 19011 auditing principles'),
      t('Denetim planı ve kontrol listeleri', 'Audit plans and checklists'),
      t('Uygunsuzluk yazımı', 'Writing nonconformities'),
      t('Denetim raporu ve takip', 'Audit reports and follow-up'),
    ],
    duration: t('2 gün (14 saat)', '2 days (14 hours)'),
    price: t('4.500 TL + KDV', 'TRY 4,500 + VAT'),
    days: 2,
    popular: false,
    sessions: 2,
  },
  {
    seo_name: 'iso-iec-27001-2022-bilgi-guvenligi-yonetim-sistemi',
    category: 'iso27001',
    brand: 'kalitenet',
    instructors: ['ahmet', 'mehmet'],
    title: t(
      'ISO/IEC 27001:2022 Bilgi Güvenliği Yönetim Sistemi',
      'ISO/IEC 27001:2022 Information Security Management System',
    ),
    summary: t(
      'Standardın 2022 revizyonunu, Ek A kontrollerini ve geçiş sürecini öğrenin.',
      'Learn the 2022 revision of the standard, the Annex A controls and the transition.',
    ),
    intro: t(
      'Bir kalite uzmanı ve bir siber güvenlik uzmanının birlikte verdiği eğitim, yönetim sistemi ile teknik kontrolleri bir araya getirir.',
      'Taught jointly by a quality expert and a cyber security expert, the course brings the management system and technical controls together.',
    ),
    audience: [
      t('Bilgi güvenliği sorumluları', 'Information security officers'),
      t('BT yöneticileri', 'IT managers'),
    ],
    outline: [
      t('Bilgi güvenliği yönetim sistemi kurulumu', 'Setting up an information security management system'),
      t('Risk değerlendirme ve işleme', 'Risk assessment and treatment'),
      t('Ek A: 93 kontrol', 'Annex A: the 93 controls'),
      t('2013’ten 2022’ye geçiş', 'Transition from 2013 to 2022'),
    ],
    duration: t('3 gün (21 saat)', '3 days (21 hours)'),
    price: t('6.500 TL + KDV', 'TRY 6,500 + VAT'),
    days: 3,
    popular: false,
    sessions: 2,
  },
  {
    seo_name: 'yalin-alti-sigma-yesil-kusak',
    category: 'lean',
    brand: 'kalitenet',
    instructors: ['ahmet'],
    title: t('Yalın Altı Sigma Yeşil Kuşak', 'Lean Six Sigma Green Belt'),
    summary: t(
      'DMAIC yaklaşımıyla israfı azaltın, süreç değişkenliğini istatistiksel araçlarla yönetin.',
      'Reduce waste with DMAIC and manage process variation with statistical tools.',
    ),
    intro: t(
      'Program, katılımcıların kendi kurumlarından getirdikleri bir iyileştirme projesi üzerinden yürütülür.',
      'The programme is run on an improvement project that each participant brings from their own organisation.',
    ),
    audience: [
      t('Üretim ve operasyon mühendisleri', 'Production and operations engineers'),
      t('Süreç iyileştirme ekipleri', 'Process improvement teams'),
    ],
    outline: [
      t('Tanımla ve Ölç aşamaları', 'Define and Measure phases'),
      t('Analiz: hipotez testleri ve regresyon', 'Analyse: hypothesis tests and regression'),
      t('İyileştir ve Kontrol Et', 'Improve and Control'),
      t('Yalın araçlar: 5S, değer akışı, Kaizen', 'Lean tools: 5S, value stream mapping, Kaizen'),
    ],
    duration: t('6 gün (42 saat)', '6 days (42 hours)'),
    price: t('13.500 TL + KDV', 'TRY 13,500 + VAT'),
    days: 6,
    popular: false,
    sessions: 1,
  },
  {
    seo_name: 'temel-is-sagligi-ve-guvenligi-egitimi',
    category: 'ohs',
    brand: 'guvenliadim',
    instructors: ['zeynep'],
    title: t('Temel İş Sağlığı ve Güvenliği Eğitimi', 'Basic Occupational Health and Safety Training'),
    summary: t(
      'İstanbul, Ankara ve İzmir sınıflarımızda ya da çevrim içi; yönetmeliğe uygun zorunlu çalışan eğitimi.',
      'In our İstanbul, Ankara and İzmir classrooms or online: the mandatory employee training required by regulation.',
    ),
    intro: t(
      'Çalışanların İş Sağlığı ve Güvenliği Eğitimlerinin Usul ve Esasları Hakkında Yönetmelik kapsamındaki genel, sağlık ve teknik konuları içerir.',
      'Covers the general, health and technical topics of the Regulation on the Procedures and Principles of Employee OHS Training.',
    ),
    audience: [
      t('Tüm tehlike sınıflarındaki çalışanlar', 'Employees in every hazard class'),
      t('Yeni işe başlayanlar', 'New starters'),
    ],
    outline: [
      t('Çalışma mevzuatı ve yasal haklar', 'Labour legislation and legal rights'),
      t('Meslek hastalıkları ve ilk yardım', 'Occupational diseases and first aid'),
      t('Kişisel koruyucu donanım', 'Personal protective equipment'),
      t('Elektrik, kimyasal ve ergonomik riskler', 'Electrical, chemical and ergonomic risks'),
    ],
    duration: t('1 gün (8 saat)', '1 day (8 hours)'),
    price: t('1.200 TL + KDV', 'TRY 1,200 + VAT'),
    days: 1,
    popular: true,
    sessions: 3,
  },
  {
    seo_name: 'yuksekte-calisma-guvenligi',
    category: 'ohs',
    brand: 'guvenliadim',
    instructors: ['zeynep'],
    title: t('Yüksekte Çalışma Güvenliği Eğitimi', 'Working at Height Safety Training'),
    summary: t(
      'Emniyet kemeri, yaşam hattı ve iskele güvenliğini uygulamalı olarak öğrenin.',
      'Learn harnesses, lifelines and scaffold safety hands-on.',
    ),
    intro: t(
      'Teorik bölümün ardından katılımcılar eğitim kulesinde ekipman kullanımı ve kurtarma senaryoları uygular.',
      'After the theory, participants practise using equipment and rescue scenarios on our training tower.',
    ),
    audience: [
      t('İnşaat, enerji ve bakım ekipleri', 'Construction, energy and maintenance crews'),
      t('Saha şefleri', 'Site supervisors'),
    ],
    outline: [
      t('Düşme riskleri ve mevzuat', 'Fall hazards and legislation'),
      t('Kişisel düşüş durdurma sistemleri', 'Personal fall arrest systems'),
      t('İskele ve platform güvenliği', 'Scaffold and platform safety'),
      t('Kurtarma planı', 'Rescue planning'),
    ],
    duration: t('1 gün (8 saat)', '1 day (8 hours)'),
    price: t('1.800 TL + KDV', 'TRY 1,800 + VAT'),
    days: 1,
    popular: false,
    sessions: 2,
  },
  {
    seo_name: 'yangin-guvenligi-ve-acil-durum-yonetimi',
    category: 'emergency',
    brand: 'guvenliadim',
    instructors: ['zeynep'],
    title: t('Yangın Güvenliği ve Acil Durum Yönetimi', 'Fire Safety and Emergency Management'),
    summary: t(
      'Acil durum ekiplerinizi yangın, deprem ve tahliye senaryolarına hazırlayın.',
      'Prepare your emergency teams for fire, earthquake and evacuation scenarios.',
    ),
    intro: t(
      'Eğitim, yangın söndürücülerle uygulamalı tatbikat ve tahliye planı hazırlama çalışmasıyla tamamlanır.',
      'The course ends with a hands-on extinguisher drill and an evacuation planning exercise.',
    ),
    audience: [
      t('Acil durum ekip üyeleri', 'Emergency team members'),
      t('Tesis ve bina yöneticileri', 'Facility and building managers'),
    ],
    outline: [
      t('Yangın kimyası ve sınıfları', 'Fire chemistry and classes'),
      t('Söndürücü seçimi ve kullanımı', 'Choosing and using extinguishers'),
      t('Deprem ve tahliye planları', 'Earthquake and evacuation plans'),
      t('Tatbikat', 'Drill'),
    ],
    duration: t('1 gün (6 saat)', '1 day (6 hours)'),
    price: t('1.600 TL + KDV', 'TRY 1,600 + VAT'),
    days: 1,
    popular: false,
    sessions: 2,
  },
  {
    seo_name: 'finansal-tablo-analizi',
    category: 'analysis',
    brand: 'finansplus',
    instructors: ['burak'],
    title: t('Finansal Tablo Analizi', 'Financial Statement Analysis'),
    summary: t(
      'Bilanço ve gelir tablosunu okuyun, oran analiziyle şirketlerin performansını değerlendirin.',
      'Read balance sheets and income statements and assess performance with ratio analysis.',
    ),
    intro: t(
      'Borsa İstanbul’da işlem gören şirketlerin gerçek tabloları üzerinden yapılan vaka çalışmalarıyla desteklenir.',
      'Supported by case studies on the real statements of companies listed on Borsa İstanbul.',
    ),
    audience: [
      t('Finans ve muhasebe uzmanları', 'Finance and accounting professionals'),
      t('Kredi ve yatırım analistleri', 'Credit and investment analysts'),
    ],
    outline: [
      t('Temel finansal tablolar', 'The core financial statements'),
      t('Likidite, karlılık ve borçluluk oranları', 'Liquidity, profitability and leverage ratios'),
      t('Nakit akış analizi', 'Cash flow analysis'),
      t('Enflasyon muhasebesinin etkileri', 'The effects of inflation accounting'),
    ],
    duration: t('3 gün (18 saat)', '3 days (18 hours)'),
    price: t('6.200 TL + KDV', 'TRY 6,200 + VAT'),
    days: 3,
    popular: false,
    sessions: 2,
  },
  {
    seo_name: 'finans-disi-yoneticiler-icin-finans',
    category: 'analysis',
    brand: 'finansplus',
    instructors: ['burak'],
    title: t('Finans Dışı Yöneticiler için Finans', 'Finance for Non-Financial Managers'),
    summary: t(
      'Bütçe, maliyet ve karlılık kavramlarını yönetim kararlarınızda kullanın.',
      'Use budgeting, cost and profitability concepts in your management decisions.',
    ),
    intro: t(
      'Teknik ayrıntılara boğulmadan, yöneticilerin finans ekipleriyle aynı dili konuşmasını sağlayan uygulamalı bir programdır.',
      'A practical programme that lets managers speak the same language as their finance teams without drowning in detail.',
    ),
    audience: [
      t('Satış, üretim ve İK yöneticileri', 'Sales, production and HR managers'),
      t('Girişimciler', 'Entrepreneurs'),
    ],
    outline: [
      t('Finansal tabloların mantığı', 'How financial statements work'),
      t('Maliyet türleri ve başabaş analizi', 'Cost types and break-even analysis'),
      t('Bütçeleme ve sapma analizi', 'Budgeting and variance analysis'),
      t('Yatırım kararları', 'Investment decisions'),
    ],
    duration: t('2 gün (12 saat)', '2 days (12 hours)'),
    price: t('5.400 TL + KDV', 'TRY 5,400 + VAT'),
    days: 2,
    popular: true,
    sessions: 2,
  },
  {
    seo_name: 'e-fatura-e-defter-ve-guncel-vergi-mevzuati',
    category: 'tax',
    brand: 'finansplus',
    instructors: ['burak'],
    title: t('E-Fatura, E-Defter ve Güncel Vergi Mevzuatı', 'E-Invoice, E-Ledger and Current Tax Legislation'),
    summary: t(
      'Elektronik belge uygulamalarını ve yılın vergi değişikliklerini bir günde öğrenin.',
      'Learn the electronic document rules and this year’s tax changes in one day.',
    ),
    intro: t(
      'Gelir İdaresi Başkanlığı’nın güncel tebliğleri ışığında e-belge süreçleri ve sık yapılan hatalar ele alınır.',
      'Covers e-document processes and common mistakes in the light of the Revenue Administration’s latest communiqués.',
    ),
    audience: [
      t('Muhasebe çalışanları', 'Accounting staff'),
      t('Mali müşavirlik ofisleri', 'Accounting firms'),
    ],
    outline: [
      t('E-Fatura ve E-Arşiv', 'E-Invoice and E-Archive'),
      t('E-Defter ve berat yükleme', 'E-Ledger and certificate upload'),
      t('Yılın vergi değişiklikleri', 'This year’s tax changes'),
      t('Vergi cezaları ve uzlaşma', 'Tax penalties and settlement'),
    ],
    duration: t('1 gün (6 saat)', '1 day (6 hours)'),
    price: t('2.200 TL + KDV', 'TRY 2,200 + VAT'),
    days: 1,
    popular: false,
    sessions: 1,
  },
  {
    seo_name: 'is-ingilizcesi-toplanti-ve-sunum',
    category: 'english',
    brand: null,
    instructors: ['elif'],
    title: t('İş İngilizcesi: Toplantı ve Sunum', 'Business English: Meetings and Presentations'),
    summary: t(
      'Toplantı yönetme, müzakere ve sunum için gereken İngilizceyi 8 haftada geliştirin.',
      'Improve the English you need to run meetings, negotiate and present in 8 weeks.',
    ),
    intro: t(
      'Haftada iki akşam yapılan küçük grup dersleri, katılımcıların kendi iş senaryolarıyla kişiselleştirilir.',
      'Small-group lessons two evenings a week are tailored to each participant’s own work scenarios.',
    ),
    audience: [
      t('B1 ve üzeri seviyedeki profesyoneller', 'Professionals at B1 level and above'),
      t('Uluslararası ekiplerle çalışanlar', 'People working with international teams'),
    ],
    outline: [
      t('Toplantı açma, yönetme ve özetleme', 'Opening, chairing and summarising meetings'),
      t('Görüş bildirme ve itiraz etme', 'Giving opinions and disagreeing politely'),
      t('Sunum yapısı ve geçiş ifadeleri', 'Presentation structure and signposting'),
      t('Müzakere dili', 'The language of negotiation'),
    ],
    duration: t('8 hafta (32 saat)', '8 weeks (32 hours)'),
    price: t('8.400 TL + KDV', 'TRY 8,400 + VAT'),
    days: 54,
    popular: false,
    sessions: 1,
  },
  {
    seo_name: 'etkili-sunum-teknikleri',
    category: 'presentation',
    brand: 'liderlab',
    instructors: ['elif'],
    title: t('Etkili Sunum Teknikleri', 'Effective Presentation Techniques'),
    summary: t(
      'Mesajınızı netleştirin, slaytlarınızı sadeleştirin ve dinleyicinizi etkileyin.',
      'Sharpen your message, simplify your slides and win over your audience.',
    ),
    intro: t(
      'Katılımcıların sunumları kameraya alınır ve eğitmenle birlikte birebir geri bildirimle değerlendirilir.',
      'Participants’ presentations are filmed and reviewed with the trainer in one-to-one feedback.',
    ),
    audience: [
      t('Sunum yapan tüm profesyoneller', 'Every professional who presents'),
      t('Satış ve pazarlama ekipleri', 'Sales and marketing teams'),
    ],
    outline: [
      t('Hikâye anlatımıyla sunum kurgusu', 'Structuring a talk as a story'),
      t('Beden dili ve ses kullanımı', 'Body language and voice'),
      t('Sade slayt tasarımı', 'Simple slide design'),
      t('Zor sorularla başa çıkma', 'Handling difficult questions'),
    ],
    duration: t('1 gün (7 saat)', '1 day (7 hours)'),
    price: t('2.600 TL + KDV', 'TRY 2,600 + VAT'),
    days: 1,
    popular: false,
    sessions: 2,
  },
];

export const demoPlaces = ['İstanbul', 'Ankara', 'İzmir', 'Online'] as const;
