import { describe, expect, it } from 'vitest';
import { failureText } from './failureText.js';

describe('failureText', () => {
  it('names the causes a wrapper kept', () => {
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const wrapped = new Error('Database migration failed', { cause: refused });
    expect(failureText(wrapped)).toBe('Database migration failed: connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('reads the errors of an AggregateError with no message of its own', () => {
    const both = new AggregateError(
      [new Error('connect ECONNREFUSED ::1:5432'), new Error('refused v4')],
      '',
    );
    expect(failureText(new Error('Database migration failed', { cause: both }))).toBe(
      'Database migration failed: connect ECONNREFUSED ::1:5432; refused v4',
    );
  });

  it('stops on a cycle and on non-errors', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(failureText(b)).toBe('b: a');
    expect(failureText('plain')).toBe('plain');
    expect(failureText(undefined)).toBe('unknown error');
  });
});
