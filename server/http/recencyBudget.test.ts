import { describe, expect, it } from 'vitest';
import { RecencyBudget } from './recencyBudget.js';

const value = () => ({ recentlyUsed: false, evicted: false });

describe('RecencyBudget', () => {
  it('drops the least recently used first when over its byte budget, and marks what it drops', () => {
    const budget = new RecencyBudget(100, 300);
    const a = value();
    const b = value();
    budget.set('a', a, 100);
    budget.set('b', b, 100);
    budget.set('c', value(), 100);
    budget.get('a'); // read: a gets a second chance
    budget.set('d', value(), 100);
    expect(budget.get('a')).toBe(a);
    expect(budget.get('b')).toBeUndefined();
    expect(b.evicted).toBe(true);
    expect(budget.bytes).toBe(300);
  });

  it('keeps a value read from outside (its flag set directly) through a flood of new keys', () => {
    const budget = new RecencyBudget(10, 1_000_000);
    const calendar = value();
    budget.set('calendar', calendar, 10);
    for (let i = 0; i < 10_000; i++) {
      calendar.recentlyUsed = true; // the fast lane sent it again
      budget.set(`search?q=${i}`, value(), 10);
      expect(budget.size).toBeLessThanOrEqual(10);
    }
    expect(budget.get('calendar')).toBe(calendar);
    expect(calendar.evicted).toBe(false);
  });

  it('bounds the count too, counts a replaced key once, and clear() marks everything', () => {
    const budget = new RecencyBudget(2, 1_000_000);
    const first = value();
    budget.set('x', first, 5);
    budget.set('x', value(), 7);
    expect(first.evicted).toBe(true);
    expect(budget.bytes).toBe(7);
    budget.set('y', value(), 1);
    budget.set('z', value(), 1);
    expect(budget.size).toBe(2);
    const kept = budget.get('z')!;
    budget.clear();
    expect(kept.evicted).toBe(true);
    expect(budget.size).toBe(0);
    expect(budget.bytes).toBe(0);
  });

  it('does not loop when everything was read: it still drops the oldest', () => {
    const budget = new RecencyBudget(3, 1_000_000);
    for (const key of ['a', 'b', 'c']) budget.set(key, { recentlyUsed: true, evicted: false }, 1);
    budget.set('d', value(), 1);
    expect(budget.size).toBe(3);
  });
});
