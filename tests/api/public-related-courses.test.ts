import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../shared/publicApi.js';
import { getData, whileUnpublished } from '../helpers/publicApi.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp({ seed: true });

const course = (seoName: string, lang?: string) =>
  getData<CourseDetail>(t, `/api/pages/course/${seoName}`, lang);
const relatedOf = async (seoName: string, lang?: string) =>
  (await course(seoName, lang)).related.map((item) => item.seo_name);

describe('GET /api/pages/course/{seo_name}: related courses', () => {
  it('puts the same sub-category first, then the same main category, never the course itself', async () => {
    // Data analytics (Power BI) first, then the other IT courses (software, cyber security) in the admin's order.
    expect(await relatedOf('python-ile-veri-analizi')).toEqual([
      'power-bi-ile-is-zekasi',
      'react-ve-typescript-ile-modern-web-gelistirme',
      'siber-guvenlik-farkindaligi',
    ]);
    // Alone in its sub-category (ISO 27001): the other quality courses.
    expect(await relatedOf('iso-iec-27001-2022-bilgi-guvenligi-yonetim-sistemi')).toEqual([
      'iso-9001-2015-kalite-yonetim-sistemi-temel-egitimi',
      'iso-9001-2015-ic-denetci-egitimi',
      'yalin-alti-sigma-yesil-kusak',
    ]);
  });

  it('answers them as full course cards, in the visitor language', async () => {
    const detail = await course('python-ile-veri-analizi', 'en');
    expect(detail.related).toHaveLength(3);
    const [powerBi] = detail.related;
    expect(powerBi).toMatchObject({
      seo_name: 'power-bi-ile-is-zekasi',
      title: 'Business Intelligence with Power BI',
      category: expect.objectContaining({ seo_name: 'veri-analitigi' }),
    });
    expect(powerBi).toHaveProperty('next_session');
    expect(powerBi).toHaveProperty('price');
    expect(powerBi).not.toHaveProperty('description');
  });

  it('falls back to the same brand, then to popular courses, when the categories run out', async () => {
    // Alone in "Kişisel Gelişim": the other courses of its brand (LiderLab), of another field.
    expect(await relatedOf('etkili-sunum-teknikleri')).toEqual([
      'pmp-sinavina-hazirlik',
      'cevik-proje-yonetimi-ve-scrum',
      'yoneticiler-icin-liderlik-becerileri',
    ]);
    // Alone in "Yabancı Dil" and without a brand: the popular courses, in the admin's order.
    expect(await relatedOf('is-ingilizcesi-toplanti-ve-sunum')).toEqual([
      'python-ile-veri-analizi',
      'react-ve-typescript-ile-modern-web-gelistirme',
      'etik-hacker-ve-sizma-testi-temelleri',
    ]);
  });

  it('never offers an unpublished course', async () => {
    await whileUnpublished(t, 'power-bi-ile-is-zekasi', async () => {
      expect(await relatedOf('python-ile-veri-analizi')).toEqual([
        'react-ve-typescript-ile-modern-web-gelistirme',
        'siber-guvenlik-farkindaligi',
        'etik-hacker-ve-sizma-testi-temelleri',
      ]);
    });
  });
});
