import { describe, expect, it } from 'vitest';
import { initialsOf } from './PersonPhoto';

// Issue 32: the demo instructors have no photos; the site draws their initials, so the initials must be the
// person's, not their titles'.
describe('initialsOf', () => {
  it('takes the first and last names, leaving out titles and letters after a comma', () => {
    expect(initialsOf('Prof. Dr. Ahmet Şahin')).toBe('AŞ');
    expect(initialsOf('Dr. Ayşe Kaya')).toBe('AK');
    expect(initialsOf('Elif Demir, PMP')).toBe('ED');
    expect(initialsOf('Burak Çelik, SMMM')).toBe('BÇ');
    expect(initialsOf('Mehmet Ali Yılmaz')).toBe('MY');
    expect(initialsOf('ipek')).toBe('İ');
    expect(initialsOf('')).toBe('');
  });
});
