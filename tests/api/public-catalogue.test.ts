import { describe, expect, it } from 'vitest';
import type {
  CategoryProducts,
  CourseDetail,
  CourseListItem,
  PublicCategory,
  UpcomingSession,
} from '../../shared/publicApi.js';
import type { Paged } from '../../shared/types.js';
import { demoCategories } from '../../server/db/seed/data/categories.js';
import { demoCourses } from '../../server/db/seed/data/courses.js';
import { stripHtml } from '../../shared/shorten.js';
import { textIn } from '../../server/routes/public/localize.js';
import { getData, visit, whileInactive, whileUnpublished, withChange } from '../helpers/publicApi.js';
import { courseIdOf } from '../helpers/storedRows.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp({ seed: true });

const isSortedDesc = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);
const sortedAsc = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);

describe('GET /api/pages/categories', () => {
  it('answers main categories with one level of sub-categories, ordered by queue, in name_{lang} shape', async () => {
    const categories = await getData<PublicCategory[]>(t, '/api/pages/categories');
    expect(categories.map((c) => c.seo_name)).toEqual(demoCategories.map((c) => c.seo_name));
    expect(isSortedDesc(categories.map((c) => c.queue))).toBe(true);
    const it = categories[0];
    expect(it).toMatchObject({
      name: 'Bilgi Teknolojileri',
      name_tr: 'Bilgi Teknolojileri',
      name_en: 'Information Technology',
      seo_title: 'Bilgi Teknolojileri Eğitimleri',
      parent_id: null,
      section: 'educations',
    });
    expect(it.seo_description).toContain('siber güvenlik');
    expect(it.sub_categories.map((s) => s.seo_name)).toEqual([
      'yazilim-gelistirme',
      'siber-guvenlik',
      'veri-analitigi',
    ]);
    expect(it.sub_categories[0]).toMatchObject({ name_en: 'Software Development', parent_id: it.id });
    expect(it.sub_categories[0]).not.toHaveProperty('sub_categories');
    expect(isSortedDesc(it.sub_categories.map((s) => s.queue))).toBe(true);
  });

  it('switches the current-language fields with the _lang cookie', async () => {
    const [first] = await getData<PublicCategory[]>(t, '/api/pages/categories', 'en');
    expect(first.name).toBe('Information Technology');
    expect(first.seo_title).toBe('Information Technology Courses');
    expect(first.name_tr).toBe('Bilgi Teknolojileri');
  });

  it('hides inactive categories and the sub-categories of an inactive one', async () => {
    await whileInactive(t, 'categories', 'yabanci-dil', async () => {
      const categories = await getData<PublicCategory[]>(t, '/api/pages/categories');
      expect(categories.map((c) => c.seo_name)).not.toContain('yabanci-dil');
      expect((await visit(t, '/api/pages/products/is-ingilizcesi')).statusCode).toBe(404);
      const calendar = await getData<CourseListItem[]>(t, '/api/pages/products');
      expect(calendar.map((c) => c.seo_name)).not.toContain('is-ingilizcesi-toplanti-ve-sunum');
    });
  });
});

describe('GET /api/pages/products (the education calendar)', () => {
  it('answers every published course by queue with category, brand, instructors, cover and upcoming sessions', async () => {
    const courses = await getData<CourseListItem[]>(t, '/api/pages/products');
    expect(courses).toHaveLength(20);
    expect(courses.map((c) => c.seo_name)).toEqual(demoCourses.map((c) => c.seo_name));
    expect(isSortedDesc(courses.map((c) => c.queue))).toBe(true);
    const python = courses[0];
    expect(python).toMatchObject({
      title: 'Python ile Veri Analizi',
      duration: '4 gün (24 saat)',
      price: '7.900 TL + KDV',
      is_popular: true,
      section: 'educations',
      category: {
        seo_name: 'veri-analitigi',
        name: 'Veri Analitiği',
        parent: { seo_name: 'bilgi-teknolojileri', name: 'Bilgi Teknolojileri' },
      },
      brand: { seo_name: 'techpro-akademi', name: 'TechPro Akademi' },
      instructors: [
        { seo_name: 'ayse-kaya', name: 'Dr. Ayşe Kaya', title: 'Veri Bilimci ve Yazılım Mimarı' },
      ],
    });
    expect(python.cover).toBe('/uploads/demo/course-python-ile-veri-analizi.webp');
    // The demo's instructors have no photo: the site draws their initials (issue 32).
    expect(python.instructors[0].photo).toBeNull();
    expect(python.sessions).toHaveLength(3);
    expect(python.next_session).toEqual(python.sessions[0]);
    expect(sortedAsc(python.sessions.map((s) => s.starts_at))).toBe(true);
    for (const course of courses) {
      expect(course.sessions.length).toBeGreaterThanOrEqual(1);
      expect(course.sessions.length).toBeLessThanOrEqual(3);
      expect(course.sessions[0].starts_at > new Date().toISOString()).toBe(true);
    }
    const places = new Set(courses.flatMap((c) => c.sessions.map((s) => s.place)));
    expect([...places].sort()).toEqual(['Ankara', 'Online', 'İstanbul', 'İzmir'].sort());
    const online = courses.flatMap((c) => c.sessions).find((s) => s.place === 'Online');
    expect(online?.is_online).toBe(true);
  });

  it('answers in English after the language switch', async () => {
    const [python] = await getData<CourseListItem[]>(t, '/api/pages/products', 'en');
    expect(python.title).toBe('Data Analysis with Python');
    expect(python.category?.name).toBe('Data Analytics');
    expect(python.category?.parent?.name).toBe('Information Technology');
    expect(python.instructors[0].title).toBe('Data Scientist and Software Architect');
  });

  it('leaves out past sessions, unpublished courses and inactive instructors', async () => {
    const id = await courseIdOf(t.app.db, 'python-ile-veri-analizi');
    const yesterday = new Date(Date.now() - 36 * 3600 * 1000).toISOString();
    await withChange(
      t,
      () =>
        t.app.db
          .insertInto('product_sessions')
          .values({
            product_id: id,
            starts_at: yesterday,
            ends_at: yesterday,
            place: 'Ankara',
            is_online: 0,
            seats: 10,
          })
          .execute(),
      () => t.app.db.deleteFrom('product_sessions').where('starts_at', '=', yesterday).execute(),
      () =>
        whileUnpublished(t, 'pmp-sinavina-hazirlik', () =>
          whileInactive(t, 'instructors', 'ayse-kaya', async () => {
            const courses = await getData<CourseListItem[]>(t, '/api/pages/products');
            expect(courses).toHaveLength(19);
            expect(courses.map((c) => c.seo_name)).not.toContain('pmp-sinavina-hazirlik');
            const python = courses.find((c) => c.seo_name === 'python-ile-veri-analizi')!;
            expect(python.sessions.map((s) => s.starts_at)).not.toContain(yesterday);
            expect(python.instructors).toEqual([]);
            expect((await visit(t, '/api/pages/course/pmp-sinavina-hazirlik')).statusCode).toBe(404);
            const upcoming = await getData<UpcomingSession[]>(t, '/api/pages/products/upcoming');
            expect(upcoming.map((s) => s.starts_at)).not.toContain(yesterday);
          }),
        ),
    );
  });
});

describe('GET /api/pages/products/popular and /upcoming', () => {
  it('answers the popular courses in queue order', async () => {
    const popular = await getData<CourseListItem[]>(t, '/api/pages/products/popular');
    expect(popular.map((c) => c.seo_name)).toEqual(
      demoCourses.filter((c) => c.popular).map((c) => c.seo_name),
    );
    expect(popular.every((c) => c.is_popular)).toBe(true);
  });

  it('answers every session from today on, soonest first, with its course', async () => {
    const upcoming = await getData<UpcomingSession[]>(t, '/api/pages/products/upcoming');
    expect(upcoming).toHaveLength(demoCourses.reduce((sum, c) => sum + c.sessions, 0));
    expect(sortedAsc(upcoming.map((s) => s.starts_at))).toBe(true);
    expect(upcoming[0].course).toMatchObject({ seo_name: expect.any(String), title: expect.any(String) });
    expect(upcoming[0].course).not.toHaveProperty('sessions');
    const limited = await getData<UpcomingSession[]>(t, '/api/pages/products/upcoming?limit=4');
    expect(limited).toEqual(upcoming.slice(0, 4));
  });
});

describe('GET /api/pages/products/{category}', () => {
  it('answers a main category with its seo fields and the courses of all its sub-categories', async () => {
    const data = await getData<CategoryProducts>(t, '/api/pages/products/kalite-ve-iso-standartlari');
    expect(data.main_category).toMatchObject({
      seo_name: 'kalite-ve-iso-standartlari',
      name: 'Kalite ve ISO Standartları',
      seo_title: 'ISO ve Kalite Yönetimi Eğitimleri',
    });
    expect(data.main_category.seo_description).toContain('ISO 9001');
    expect(data.main_category.sub_categories).toHaveLength(3);
    const quality = demoCourses.filter((c) => ['iso9001', 'iso27001', 'lean'].includes(c.category));
    expect(data.products.map((c) => c.seo_name)).toEqual(quality.map((c) => c.seo_name));
  });

  it('answers a sub-category with its own courses, in English too', async () => {
    const data = await getData<CategoryProducts>(t, '/api/pages/products/siber-guvenlik', 'en');
    expect(data.main_category.name).toBe('Cyber Security');
    expect(data.products.map((c) => c.title)).toEqual([
      'Cyber Security Awareness Training',
      'Ethical Hacking and Penetration Testing Fundamentals',
    ]);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await visit(t, '/api/pages/products/boyle-bir-kategori-yok');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Kategori bulunamadı' });
  });
});

describe('GET /api/pages/course/{seo_name}', () => {
  it('answers every field, sessions, instructors and the gallery files with their type', async () => {
    const course = await getData<CourseDetail>(
      t,
      '/api/pages/course/iso-iec-27001-2022-bilgi-guvenligi-yonetim-sistemi',
    );
    expect(course.title).toBe('ISO/IEC 27001:2022 Bilgi Güvenliği Yönetim Sistemi');
    expect(course.description).toContain('<h3>Kimler Katılmalı?</h3>');
    expect(course.description).toContain('<li>Ek A: 93 kontrol</li>');
    expect(course.seo_title).toBe(course.title);
    expect(course.seo_description).toBe(course.summary);
    expect(course.instructors.map((i) => i.seo_name)).toEqual(['ahmet-sahin', 'mehmet-yilmaz']);
    expect(course.sessions).toHaveLength(2);
    expect(course.files).toEqual([
      expect.objectContaining({
        gallery_type: 'gallery',
        url: course.cover,
        mime: 'image/webp',
        width: 800,
        height: 450,
      }),
    ]);
    const popular = await getData<CourseDetail>(t, '/api/pages/course/python-ile-veri-analizi', 'en');
    expect(popular.files).toHaveLength(3);
    expect(popular.files[0].url).toBe(popular.cover);
    expect(popular.files[0].title).toBe('Data Analysis with Python');
    expect(popular.description).toContain('<h3>Who Should Attend?</h3>');
  });

  it('answers 404 for an unknown course', async () => {
    const res = await visit(t, '/api/pages/course/yok-boyle-bir-egitim');
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe('GET /api/pages/search-products', () => {
  const search = (query: string, lang?: string) =>
    getData<Paged<CourseListItem>>(t, `/api/pages/search-products?${query}`, lang);

  it('answers every course, paged, for an empty search', async () => {
    const first = await search('search=&category=');
    expect(first).toMatchObject({ page: 1, per_page: 12, total: 20, last_page: 2 });
    expect(first.items.map((c) => c.seo_name)).toEqual(demoCourses.slice(0, 12).map((c) => c.seo_name));
    const second = await search('search=&page=2');
    expect(second.items.map((c) => c.seo_name)).toEqual(demoCourses.slice(12).map((c) => c.seo_name));
    expect((await search('page=9')).items).toEqual([]);
  });

  /** Each course's description as plain Turkish text, by seo name. */
  const plainDescriptions = async () => {
    const rows = await t.app.db.selectFrom('products').select(['seo_name', 'description']).execute();
    return new Map(rows.map((row) => [row.seo_name, stripHtml(textIn(row.description, 'tr'))]));
  };

  /** The calendar's courses, to compute what a search must find. */
  const catalogue = () => getData<CourseListItem[]>(t, '/api/pages/products');
  const seoNames = (courses: CourseListItem[]) => courses.map((c) => c.seo_name).sort();
  const fold = (text: string) => text.toLocaleLowerCase('tr').normalize('NFKD').replace(/\p{M}/gu, '');

  it('finds İstanbul however it is typed (Turkish dotted and dotless I), in texts and session places', async () => {
    const courses = await catalogue();
    const expected = courses.filter(
      (c) =>
        c.sessions.some((s) => s.place !== null && fold(s.place) === 'istanbul') ||
        /istanbul/.test(fold(`${c.title} ${c.summary}`)),
    );
    expect(expected.length).toBeGreaterThan(1);
    for (const query of ['istanbul', 'İSTANBUL', 'Istanbul', 'ISTANBUL', 'İstanbul', "İstanbul'da"]) {
      const found = await search(`search=${encodeURIComponent(query)}&page=1`);
      expect(seoNames(found.items), query).toEqual(seoNames(expected).slice(0, 12));
      expect(found.total, query).toBe(expected.length);
    }
  });

  it('finds courses by the city and by online sessions', async () => {
    const courses = await catalogue();
    const inAnkara = courses.filter((c) => c.sessions.some((s) => s.place === 'Ankara'));
    const online = courses.filter((c) => c.sessions.some((s) => s.is_online));
    expect(inAnkara.length).toBeGreaterThan(1);
    expect(online.length).toBeGreaterThan(1);
    expect((await search('search=ankara')).total).toBe(inAnkara.length);
    expect(seoNames((await search('search=ankara')).items)).toEqual(seoNames(inAnkara).slice(0, 12));
    for (const query of ['online', 'çevrimiçi', 'uzaktan']) {
      const found = await search(`search=${encodeURIComponent(query)}`);
      for (const course of online) expect(seoNames(found.items), query).toContain(course.seo_name);
    }
  });

  it('finds courses by instructor and by brand', async () => {
    const courses = await catalogue();
    const instructor = courses.find((c) => c.instructors.length > 0)!.instructors[0];
    const surname = instructor.name.split(' ').pop()!;
    const byInstructor = await search(`search=${encodeURIComponent(surname)}`);
    const taught = courses.filter((c) => c.instructors.some((i) => i.id === instructor.id));
    for (const course of taught) expect(seoNames(byInstructor.items)).toContain(course.seo_name);
    const brand = courses.find((c) => c.brand)!.brand!;
    const byBrand = await search(`search=${encodeURIComponent(brand.name)}`);
    const branded = courses.filter((c) => c.brand?.id === brand.id);
    for (const course of branded) expect(seoNames(byBrand.items)).toContain(course.seo_name);
  });

  it('finds a word inside a course description', async () => {
    const descriptions = await plainDescriptions();
    const naming = [...descriptions].filter(([, text]) => /sertifika/i.test(text)).map(([name]) => name);
    expect(naming.length).toBeGreaterThan(0);
    // Every course mentioning it in its description is found (the certificate note of the programme).
    const found = await search('search=sertifika');
    expect(found.total).toBeGreaterThanOrEqual(naming.length);
    const excel = await search('search=excel');
    const mentioning = [...descriptions].filter(([, text]) => /excel/i.test(text)).map(([name]) => name);
    expect(mentioning.length).toBeGreaterThan(0);
    expect(excel.total).toBe(mentioning.length);
    for (const course of excel.items) expect(mentioning).toContain(course.seo_name);
  });

  it('forgives a typing slip from four letters on, ranked after exact matches', async () => {
    const python = seoNames((await search('search=python')).items);
    expect(python.length).toBeGreaterThan(0);
    for (const slip of ['pyton', 'pyhton', 'pythn', 'pytohn']) {
      expect(seoNames((await search(`search=${slip}`)).items), slip).toEqual(python);
    }
    // Three letters are too short to guess at: "sqk" is not "SQL".
    expect((await search('search=sqk')).total).toBe(0);
  });

  it('finds "eğitimleri" and "sunumu" as the words they end ("Eğitimi", "Sunum"), not look-alikes', async () => {
    const egitim = seoNames((await search(`search=${encodeURIComponent('eğitim')}`)).items);
    const egitimleri = seoNames((await search(`search=${encodeURIComponent('eğitimleri')}`)).items);
    expect(egitimleri).toEqual(egitim);
    const sunumu = seoNames((await search('search=sunumu')).items);
    expect(sunumu).toContain('is-ingilizcesi-toplanti-ve-sunum');
    expect(seoNames((await search('search=sunum')).items)).toEqual(sunumu);
  });

  it('tolerates Turkish suffixes without finding words that only start alike', async () => {
    const guvenlik = seoNames((await search('search=g%C3%BCvenlik')).items);
    expect(guvenlik).toContain('temel-is-sagligi-ve-guvenligi-egitimi');
    expect(guvenlik).toContain('siber-guvenlik-farkindaligi');
    const plural = seoNames((await search(`search=${encodeURIComponent('eğitimleri')}`)).items);
    expect(plural).toContain('temel-is-sagligi-ve-guvenligi-egitimi');
    const words = seoNames((await search(`search=${encodeURIComponent('iş güvenliği')}`)).items);
    expect(words).toContain('temel-is-sagligi-ve-guvenligi-egitimi');
    expect(words).not.toContain('siber-guvenlik-farkindaligi');
  });

  it('ranks a match in the title above one in the summary', async () => {
    const courses = await catalogue();
    const found = await search('search=python');
    expect(found.total).toBeGreaterThan(0);
    expect(fold(found.items[0].title)).toContain('python');
    const titleFirst = found.items.findIndex((c) => !fold(c.title).includes('python'));
    if (titleFirst !== -1) {
      for (const later of found.items.slice(titleFirst)) expect(fold(later.title)).not.toContain('python');
    }
    expect(courses.length).toBeGreaterThan(found.total - 1);
  });

  it('ignores accents: "egitim" finds "Eğitim" and "guvenligi" finds "Güvenliği"', async () => {
    const egitim = await search('search=egitim');
    const categoryNames = (key: string) =>
      demoCategories
        .filter((main) => main.subs.some((sub) => sub.key === key))
        .flatMap((main) => [
          main.name.tr,
          ...main.subs.filter((sub) => sub.key === key).map((sub) => sub.name.tr),
        ]);
    const descriptions = await plainDescriptions();
    const expected = demoCourses.filter((c) =>
      /eğitim/i.test(
        [c.title.tr, c.summary.tr, ...categoryNames(c.category), descriptions.get(c.seo_name)].join(' '),
      ),
    );
    expect(egitim.total).toBe(expected.length);
    expect(egitim.total).toBeGreaterThan(3);
    expect(egitim.items.map((c) => c.title)).toContain('Temel İş Sağlığı ve Güvenliği Eğitimi');
    const words = await search(`search=${encodeURIComponent('is guvenligi')}`);
    expect(words.items.map((c) => c.seo_name)).toContain('temel-is-sagligi-ve-guvenligi-egitimi');
  });

  it('searches title, summary and category name, and in English after the switch', async () => {
    // A word that exists is taken as typed: "pandas" does not also find "paydaş" (one slip away).
    expect((await search('search=pandas')).items.map((c) => c.seo_name)).toEqual(['python-ile-veri-analizi']);
    const byCategory = await search(`search=${encodeURIComponent('Veri Analitiği')}`);
    expect(byCategory.items.map((c) => c.seo_name)).toEqual([
      'python-ile-veri-analizi',
      'power-bi-ile-is-zekasi',
    ]);
    const byParent = await search('search=yabanci');
    expect(byParent.items.map((c) => c.seo_name)).toEqual(['is-ingilizcesi-toplanti-ve-sunum']);
    const english = await search('search=safety', 'en');
    expect(english.items.map((c) => c.title)).toContain('Working at Height Safety Training');
    expect((await search('search=safety')).total).toBe(0);
  });

  it('narrows to a category (by seo_name or id, sub-categories included) and finds nothing for an unknown one', async () => {
    const inIt = await search('search=&category=bilgi-teknolojileri');
    expect(inIt.total).toBe(5);
    const id = (await getData<PublicCategory[]>(t, '/api/pages/categories'))[0].id;
    expect((await search(`category=${id}`)).total).toBe(5);
    const both = await search('search=guvenlik&category=bilgi-teknolojileri');
    expect(both.items.map((c) => c.seo_name)).toEqual([
      'siber-guvenlik-farkindaligi',
      'etik-hacker-ve-sizma-testi-temelleri',
    ]);
    expect((await search('category=yok-boyle')).total).toBe(0);
  });
});
