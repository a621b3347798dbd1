import { describe, expect, it } from 'vitest';
import {
  type ClassroomRentalContent,
  type CompanyConfig,
  type ContactInformation,
  type ContentSection,
  type ContractDetail,
  type ContractListItem,
  type DistanceLearningContent,
  type PageContents,
  type PageMetaMap,
  type SocialMediaItem,
  type TrainingVideosContent,
  contactSections,
  contentPages,
  publicRouteNames,
} from '../../shared/publicApi.js';
import { getData, visit } from '../helpers/publicApi.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp({ seed: true });

describe('GET /api/pages/content?page=', () => {
  it('answers the home sections, including contact_form_social_icons with file_img and a title', async () => {
    const home = await getData<PageContents['home']>(t, '/api/pages/content?page=home');
    expect(Object.keys(home).sort()).toEqual([
      'about',
      'contact_form_social_icons',
      'features',
      'hero',
      'stats',
    ]);
    expect(home.hero.data).toMatchObject({
      title: 'Geleceğinize Yatırım Yapın',
      button_link: '/egitim-takvimi',
      image: '/uploads/demo/home-hero.webp',
    });
    const icons = home.contact_form_social_icons.data.items;
    expect(icons).toHaveLength(4);
    expect(icons[0]).toEqual({
      file_img: '/uploads/demo/icon-whatsapp.webp',
      // Decorative (issue 28): the title beside it says where it leads.
      file_img_alt: '',
      title: 'WhatsApp Destek Hattı',
      uri: 'https://wa.me/905325554567',
    });
    expect(home.stats.data.items[0]).toEqual({ value: '15+', label: 'Yıllık Deneyim' });

    const en = await getData<PageContents['home']>(t, '/api/pages/content?page=home', 'en');
    expect(en.hero.data.title).toBe('Invest in Your Future');
    expect(en.contact_form_social_icons.data.items.map((i) => i.title)).toEqual([
      'WhatsApp Support Line',
      'Call Us',
      'Send an E-mail',
      'Visit Our Office',
    ]);
    expect(en.features.data.items[0].file_img).toBe('/uploads/demo/feature-trainers.webp');
  });

  it('answers every content page the spec names', async () => {
    for (const page of contentPages) {
      const data = await getData<Record<string, ContentSection<unknown>>>(
        t,
        `/api/pages/content?page=${page}`,
      );
      expect(Object.keys(data).length, page).toBeGreaterThan(0);
    }
    const corporate = await getData<PageContents['corporate']>(t, '/api/pages/content?page=corporate', 'en');
    expect(corporate.about_us.data.title).toBe('About Us');
    expect(corporate.about_us.data.content).toContain('<p>What began');
    expect(corporate.about_us.data.values).toHaveLength(3);
  });

  it('answers 404 for an unknown or missing page', async () => {
    for (const url of ['/api/pages/content?page=blog', '/api/pages/content', '/api/pages/content?page=']) {
      const res = await visit(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Sayfa bulunamadı' });
    }
  });
});

describe('content detail calls', () => {
  it('answers distance learning and training videos (with YouTube ids)', async () => {
    const distance = await getData<ContentSection<DistanceLearningContent>>(
      t,
      '/api/pages/distance-learning',
    );
    expect(distance.data.title).toBe('Uzaktan Eğitim');
    expect(distance.data.features).toHaveLength(4);
    expect(distance.files.map((f) => f.url)).toEqual([
      '/uploads/demo/distance-1.webp',
      '/uploads/demo/distance-2.webp',
    ]);
    const videos = await getData<ContentSection<TrainingVideosContent>>(
      t,
      '/api/pages/training-videos',
      'en',
    );
    expect(videos.data.videos).toHaveLength(6);
    expect(videos.data.videos[0]).toMatchObject({ title: 'Introduction to Data Analysis with Python' });
    for (const video of videos.data.videos) expect(video.youtube_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('answers consultancy and classroom rental with their galleries', async () => {
    const rental = await getData<ContentSection<ClassroomRentalContent>>(t, '/api/pages/classroom-rental');
    expect(rental.data.rooms[0]).toEqual({
      name: 'Levent Büyük Salon',
      capacity: 30,
      features: 'Etkileşimli ekran, U düzeni',
    });
    expect(rental.files).toHaveLength(4);
    expect(rental.files[0]).toMatchObject({
      gallery_type: 'gallery',
      url: '/uploads/demo/classroom-1.webp',
      title: 'Sınıf Kiralama',
    });
    const consultancy = await getData<ContentSection<ClassroomRentalContent>>(
      t,
      '/api/pages/consultancy-service',
      'en',
    );
    expect(consultancy.data.title).toBe('Consultancy Service');
    expect(consultancy.files).toHaveLength(3);
  });
});

describe('GET /api/pages/page-meta', () => {
  it('answers title and description for every public route name, null where not set', async () => {
    const meta = await getData<PageMetaMap>(t, '/api/pages/page-meta');
    for (const name of publicRouteNames) expect(meta, name).toHaveProperty(name);
    expect(meta.home.title).toBeNull();
    expect(meta.home.description).toContain('kurumsal eğitim');
    expect(meta.products).toEqual({
      title: 'Eğitim Takvimi',
      description: 'İstanbul, Ankara, İzmir ve çevrim içi yaklaşan eğitim oturumları.',
    });
    const en = await getData<PageMetaMap>(t, '/api/pages/page-meta', 'en');
    expect(en.products.title).toBe('Training Calendar');
    expect(en.home.title).toBeNull();
  });
});

describe('GET /api/pages/company-config', () => {
  it('answers logos, colours and the company name for the current language', async () => {
    const tr = await getData<CompanyConfig>(t, '/api/pages/company-config');
    expect(tr).toEqual({
      mainLogoPath: '/brand/logo.svg',
      favIcoLogoPath: '/brand/favicon.svg',
      secondLogoPath: '/brand/logo-light.svg',
      mainColor: '#0A3D62',
      secondColor: '#F39C12',
      projectCompanyName: 'Akademi',
      companyName: 'Akademi Eğitim ve Danışmanlık',
      companyNameTr: 'Akademi Eğitim ve Danışmanlık',
      companyNameEn: 'Akademi Training and Consulting',
      projectCompanyUrl: 'https://akademi.example',
    });
    const en = await getData<CompanyConfig>(t, '/api/pages/company-config', 'en');
    expect(en.companyName).toBe('Akademi Training and Consulting');
  });
});

describe('GET /api/pages/contact-information', () => {
  it('groups the items of the current language by section, in queue order', async () => {
    const info = await getData<ContactInformation>(t, '/api/pages/contact-information');
    expect(Object.keys(info).sort()).toEqual([...contactSections].sort());
    expect(info.telefon.map((i) => i.content)).toEqual([
      '+90 (212) 555 01 23',
      '+90 (532) 555 45 67',
      '+90 (312) 555 78 90',
    ]);
    expect(info.telefon[0]).toEqual({
      id: expect.any(Number),
      name: 'Merkez Ofis',
      content: '+90 (212) 555 01 23',
    });
    expect(info.email.map((i) => i.content)).toContain('info@akademi.example');
    expect(info.adres[0].content).toContain('Levent, Şişli / İstanbul');
    expect(info.shift[0].content).toMatch(/^Hafta içi/);
    const en = await getData<ContactInformation>(t, '/api/pages/contact-information', 'en');
    expect(en.telefon[0].name).toBe('Head Office');
    expect(en.shift[0].content).toMatch(/^Weekdays/);
  });

  it('shows the Turkish items of a section that has none in the current language', async () => {
    await t.app.db
      .deleteFrom('contact_information')
      .where('lang', '=', 'en')
      .where('section', '=', 'adres')
      .execute();
    t.app.publicCache.clear();
    const en = await getData<ContactInformation>(t, '/api/pages/contact-information', 'en');
    expect(en.adres[0].name).toBe('İstanbul Merkez');
    expect(en.telefon[0].name).toBe('Head Office');
  });
});

describe('GET /api/pages/social-media', () => {
  it('answers the accounts in queue order', async () => {
    const items = await getData<SocialMediaItem[]>(t, '/api/pages/social-media');
    expect(items.map((i) => i.name)).toEqual(['facebook', 'instagram', 'linkedin', 'x', 'youtube']);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      name: 'facebook',
      uri: 'https://www.facebook.com/akademiegitim',
    });
  });
});

describe('contracts', () => {
  it('lists the contracts in queue order', async () => {
    const list = await getData<ContractListItem[]>(t, '/api/pages/contracts');
    expect(list.map((c) => [c.name, c.seo_name])).toEqual([
      ['KVKK Aydınlatma Metni', 'kvkk-aydinlatma-metni'],
      ['Çerez Politikası', 'cerez-politikasi'],
      ['Üyelik Sözleşmesi', 'uyelik-sozlesmesi'],
    ]);
  });

  it('answers a contract text in the current language', async () => {
    const tr = await getData<ContractDetail>(t, '/api/pages/contract/kvkk-aydinlatma-metni');
    expect(tr.content).toContain('6698 sayılı Kişisel Verilerin Korunması Kanunu');
    const en = await getData<ContractDetail>(t, '/api/pages/contract/cerez-politikasi', 'en');
    expect(tr.name).toBe('KVKK Aydınlatma Metni');
    expect(en.name).toBe('Cookie Policy');
    expect(en.content).toContain('The language cookie is kept for 365 days');
  });

  it('answers 404 for an unknown contract', async () => {
    const res = await visit(t, '/api/pages/contract/gizli-sozlesme');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Sözleşme bulunamadı' });
  });
});
