import { describe, expect, it } from 'vitest';
import { courseFaqField } from '../../../../shared/schemas/courseFaq.js';
import { demoCourseFaq } from './courseFaq.js';
import { demoCourses } from './courses.js';

describe('demo course FAQ', () => {
  it('belongs to demo courses, three questions each on a few of them', () => {
    const courses = new Set(demoCourses.map((course) => course.seo_name));
    const keys = Object.keys(demoCourseFaq);
    expect(keys.filter((key) => !courses.has(key))).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const items of Object.values(demoCourseFaq)) expect(items).toHaveLength(3);
  });

  it('passes the rule the back office saves with, in Turkish and English', async () => {
    for (const [seoName, items] of Object.entries(demoCourseFaq)) {
      await expect(courseFaqField().validate(items, { abortEarly: false }), seoName).resolves.toEqual(items);
      for (const item of items) expect(item.answer.en && item.question.en, seoName).toBeTruthy();
    }
  });
});
