import { describe, expect, it, vi } from 'vitest';
import { BoundedMap } from './boundedMap';

describe('BoundedMap', () => {
  it('empties itself when a new key would pass the bound', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.size).toBe(2);
    map.set('c', 3);
    expect([...map]).toEqual([['c', 3]]);
  });

  it('replaces the value of a key it holds without emptying', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('b', 20);
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 20],
    ]);
  });

  it('computes a value once and keeps it, falsy values included', () => {
    const map = new BoundedMap<string, number | undefined>(10);
    const compute = vi.fn(() => 0);
    expect(map.remember('zero', compute)).toBe(0);
    expect(map.remember('zero', compute)).toBe(0);
    expect(compute).toHaveBeenCalledTimes(1);
    const nothing = vi.fn(() => undefined);
    map.remember('none', nothing);
    map.remember('none', nothing);
    expect(nothing).toHaveBeenCalledTimes(1);
  });

  it('refuses a bound below one', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
