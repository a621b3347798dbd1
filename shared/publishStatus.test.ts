import { describe, expect, it } from 'vitest';
import { publishStatusOf } from './publishStatus.js';

describe('publishStatusOf', () => {
  const now = Date.parse('2026-11-26T09:00:00Z');

  it('puts the trash before everything else', () => {
    expect(publishStatusOf({ active: 1, deleted_at: '2026-11-20T10:00:00Z' }, now)).toBe('trashed');
  });

  it('reads a course by is_published and the others by active', () => {
    expect(publishStatusOf({ is_published: 0 }, now)).toBe('draft');
    expect(publishStatusOf({ is_published: 1 }, now)).toBe('published');
    expect(publishStatusOf({ active: 0, published_at: '2026-01-01T00:00:00Z' }, now)).toBe('draft');
  });

  it('calls a published record with a date to come scheduled', () => {
    expect(publishStatusOf({ active: 1, published_at: '2026-12-01T08:00:00Z' }, now)).toBe('scheduled');
    expect(publishStatusOf({ active: 1, published_at: '2026-11-26T08:59:59Z' }, now)).toBe('published');
  });

  it('counts a record without a flag (a contract) as published unless trashed', () => {
    expect(publishStatusOf({ deleted_at: null }, now)).toBe('published');
  });
});
