import { describe, expect, it } from 'vitest';
import { nextBookableSession } from './nextSession';

const session = (id: number, seats_left: number | null) => ({ id, seats_left });

describe('nextBookableSession', () => {
  it('skips full sessions for the earliest with a seat', () => {
    expect(nextBookableSession([session(1, 0), session(2, 0), session(3, 4)])?.id).toBe(3);
  });

  it('takes a session without a seat limit as open', () => {
    expect(nextBookableSession([session(1, 0), session(2, null)])?.id).toBe(2);
  });

  it('keeps the earliest when it has a seat', () => {
    expect(nextBookableSession([session(1, 1), session(2, 9)])?.id).toBe(1);
  });

  it('offers the earliest (its waiting list) when every session is full, none without sessions', () => {
    expect(nextBookableSession([session(1, 0), session(2, 0)])?.id).toBe(1);
    expect(nextBookableSession([])).toBeUndefined();
  });
});
