import type { IconName } from '../icons.js';
import type { Palette } from '../images.js';
import { type Bilingual, html, t } from './text.js';

export interface DemoInstructor {
  key: string;
  name: string;
  seo_name: string;
  title: Bilingual;
  biography: Bilingual;
}

export const demoInstructors: DemoInstructor[] = [
  {
    key: 'ayse',
    name: 'Dr. Ayşe Kaya',
    seo_name: 'ayse-kaya',
    title: t('Veri Bilimci ve Yazılım Mimarı', 'Data Scientist and Software Architect'),
    biography: html([
      {
        p: t(
          'Boğaziçi Üniversitesi Bilgisayar Mühendisliği bölümünde doktorasını tamamlayan Dr. Ayşe Kaya, 15 yılı aşkın süredir bankacılık ve perakende sektörlerinde veri platformları tasarlıyor.',
          'Dr. Ayşe Kaya completed her PhD in Computer Engineering at Boğaziçi University and has been designing data platforms in banking and retail for more than 15 years.',
        ),
      },
      {
        p: t(
          'Python, makine öğrenmesi ve modern web mimarileri üzerine verdiği uygulamalı eğitimlere bugüne kadar 4.000’den fazla profesyonel katıldı.',
          'More than 4,000 professionals have attended her hands-on courses on Python, machine learning and modern web architectures.',
        ),
      },
    ]),
  },
  {
    key: 'mehmet',
    name: 'Mehmet Yılmaz',
    seo_name: 'mehmet-yilmaz',
    title: t('Siber Güvenlik Uzmanı, CISSP', 'Cyber Security Specialist, CISSP'),
    biography: html([
      {
        p: t(
          'Kamu ve finans kurumlarında sızma testi ekiplerini yöneten Mehmet Yılmaz, CISSP, OSCP ve ISO 27001 Baş Denetçi sertifikalarına sahiptir.',
          'Mehmet Yılmaz has led penetration testing teams at public and financial institutions and holds the CISSP, OSCP and ISO 27001 Lead Auditor certifications.',
        ),
      },
      {
        p: t(
          'Eğitimlerinde gerçek olay senaryolarını laboratuvar ortamında adım adım uygulatır.',
          'In his courses participants work through real incident scenarios step by step in a lab environment.',
        ),
      },
    ]),
  },
  {
    key: 'elif',
    name: 'Elif Demir, PMP',
    seo_name: 'elif-demir',
    title: t('Proje Yönetimi ve İş İletişimi Eğitmeni', 'Project Management and Business Communication Trainer'),
    biography: html([
      {
        p: t(
          'Uluslararası danışmanlık firmalarında 12 yıl proje yöneticisi olarak çalışan Elif Demir, PMP ve PSM I sertifikalı bir eğitmendir.',
          'Elif Demir worked as a project manager at international consulting firms for 12 years and is a PMP and PSM I certified trainer.',
        ),
      },
      {
        p: t(
          'Londra’da yaşadığı yıllarda edindiği deneyimle İş İngilizcesi ve sunum becerileri programlarını da yürütmektedir.',
          'Drawing on her years in London, she also runs the Business English and presentation skills programmes.',
        ),
      },
    ]),
  },
  {
    key: 'ahmet',
    name: 'Prof. Dr. Ahmet Şahin',
    seo_name: 'ahmet-sahin',
    title: t('ISO Baş Denetçisi, Kalite Yönetimi', 'ISO Lead Auditor, Quality Management'),
    biography: html([
      {
        p: t(
          'Endüstri mühendisliği profesörü olan Ahmet Şahin, 300’ü aşkın kurumun ISO 9001 ve ISO 27001 belgelendirme sürecinde denetçi ve danışman olarak görev aldı.',
          'A professor of industrial engineering, Ahmet Şahin has served as auditor and consultant in the ISO 9001 and ISO 27001 certification of more than 300 organisations.',
        ),
      },
      {
        p: t(
          'Yalın Altı Sigma Kara Kuşak unvanıyla üretim ve hizmet sektörlerinde süreç iyileştirme projelerine liderlik etmektedir.',
          'As a Lean Six Sigma Black Belt he leads process improvement projects in manufacturing and services.',
        ),
      },
    ]),
  },
  {
    key: 'zeynep',
    name: 'Zeynep Arslan',
    seo_name: 'zeynep-arslan',
    title: t('A Sınıfı İş Güvenliği Uzmanı', 'Class A Occupational Safety Specialist'),
    biography: html([
      {
        p: t(
          'İnşaat ve enerji sektörlerinde 14 yıllık saha deneyimine sahip Zeynep Arslan, A sınıfı iş güvenliği uzmanı ve yangın güvenliği eğitmenidir.',
          'With 14 years of field experience in construction and energy, Zeynep Arslan is a Class A occupational safety specialist and fire safety trainer.',
        ),
      },
      {
        p: t(
          'Eğitimlerini tatbikat ve uygulamalı ekipman kullanımıyla destekler.',
          'Her courses combine drills with hands-on use of safety equipment.',
        ),
      },
    ]),
  },
  {
    key: 'burak',
    name: 'Burak Çelik, SMMM',
    seo_name: 'burak-celik',
    title: t('Serbest Muhasebeci Mali Müşavir, Finans Eğitmeni', 'Certified Public Accountant, Finance Trainer'),
    biography: html([
      {
        p: t(
          'Büyük dörtlü denetim firmalarından birinde 10 yıl çalıştıktan sonra kendi müşavirlik ofisini kuran Burak Çelik, finansal raporlama ve vergi mevzuatı alanında uzmandır.',
          'After ten years at one of the Big Four audit firms, Burak Çelik founded his own accounting practice and specialises in financial reporting and tax legislation.',
        ),
      },
      {
        p: t(
          'Finans dışı yöneticilere yönelik programlarında karmaşık tabloları sade örneklerle anlatır.',
          'In his programmes for non-financial managers he explains complex statements with plain examples.',
        ),
      },
    ]),
  },
];

export interface DemoBrand {
  key: string;
  name: string;
  seo_name: string;
  icon: IconName;
  palette: Palette;
  website: string;
  description: Bilingual;
}

export const demoBrands: DemoBrand[] = [
  {
    key: 'techpro',
    name: 'TechPro Akademi',
    seo_name: 'techpro-akademi',
    icon: 'laptop',
    palette: ['#0A3D62', '#3C6382'],
    website: 'https://techpro-akademi.example',
    description: html([
      {
        p: t(
          'TechPro Akademi, yazılım, veri ve siber güvenlik alanındaki uygulamalı eğitim programlarımızın çatı markasıdır. Tüm programlar laboratuvar ortamında, gerçek projeler üzerinden işlenir.',
          'TechPro Akademi is the umbrella brand of our hands-on software, data and cyber security programmes. Every programme is taught in a lab on real projects.',
        ),
      },
    ]),
  },
  {
    key: 'kalitenet',
    name: 'KaliteNet',
    seo_name: 'kalitenet',
    icon: 'badge',
    palette: ['#145A32', '#27AE60'],
    website: 'https://kalitenet.example',
    description: html([
      {
        p: t(
          'KaliteNet, ISO yönetim sistemleri ve süreç iyileştirme eğitimlerimizi akredite kuruluşlarla birlikte sunduğumuz markadır. Sınavı başarıyla tamamlayan katılımcılar uluslararası geçerli sertifika alır.',
          'KaliteNet is the brand under which we deliver ISO management system and process improvement training together with accredited bodies. Participants who pass the exam receive an internationally recognised certificate.',
        ),
      },
    ]),
  },
  {
    key: 'guvenliadim',
    name: 'GüvenliAdım',
    seo_name: 'guvenliadim',
    icon: 'helmet',
    palette: ['#A93226', '#E67E22'],
    website: 'https://guvenliadim.example',
    description: html([
      {
        p: t(
          'GüvenliAdım, iş sağlığı ve güvenliği eğitimlerimizi kurumların kendi tesislerinde de verebildiğimiz saha odaklı markamızdır.',
          'GüvenliAdım is our field-oriented occupational safety brand, whose courses we can also run on our clients’ own premises.',
        ),
      },
    ]),
  },
  {
    key: 'finansplus',
    name: 'FinansPlus',
    seo_name: 'finansplus',
    icon: 'coins',
    palette: ['#1B2631', '#17A589'],
    website: 'https://finansplus.example',
    description: html([
      {
        p: t(
          'FinansPlus, finans ve muhasebe profesyonellerine yönelik sertifika programlarımızı bir araya getirir.',
          'FinansPlus brings together our certificate programmes for finance and accounting professionals.',
        ),
      },
    ]),
  },
  {
    key: 'liderlab',
    name: 'LiderLab',
    seo_name: 'liderlab',
    icon: 'people',
    palette: ['#6D214F', '#B33771'],
    website: 'https://liderlab.example',
    description: html([
      {
        p: t(
          'LiderLab, yöneticilerin liderlik ve proje yönetimi yetkinliklerini geliştiren atölye temelli programlarımızın markasıdır.',
          'LiderLab is the brand of our workshop-based programmes that develop managers’ leadership and project management skills.',
        ),
      },
    ]),
  },
];
