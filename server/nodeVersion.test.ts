import { describe, expect, it } from 'vitest';
import { nodeVersionWarning } from './nodeVersion.js';

describe('nodeVersionWarning', () => {
  it('warns once on Node 20, which is tolerated but past its end of life', () => {
    expect(nodeVersionWarning('v20.19.0')).toBe('Node.js 20 is past its end of life; use 22 or 24');
    expect(nodeVersionWarning('v20.20.2')).toBe('Node.js 20 is past its end of life; use 22 or 24');
  });

  it('warns on the other majors past their end of life', () => {
    expect(nodeVersionWarning('v18.20.8')).toBe('Node.js 18 is past its end of life; use 22 or 24');
    expect(nodeVersionWarning('v21.7.3')).toBe('Node.js 21 is past its end of life; use 22 or 24');
    expect(nodeVersionWarning('v23.11.1')).toBe('Node.js 23 is past its end of life; use 22 or 24');
  });

  it('says nothing on the supported majors', () => {
    expect(nodeVersionWarning('v22.13.0')).toBeUndefined();
    expect(nodeVersionWarning('v24.0.0')).toBeUndefined();
    expect(nodeVersionWarning('24.18.1')).toBeUndefined();
  });

  it('says nothing on a newer major or on a version that is not Node’s', () => {
    expect(nodeVersionWarning('v26.0.0')).toBeUndefined();
    expect(nodeVersionWarning('v2.0')).toBeUndefined();
    expect(nodeVersionWarning('')).toBeUndefined();
  });

  it('reads the major as a number, not by its first digit', () => {
    expect(nodeVersionWarning('v200.0.0')).toBeUndefined();
    expect(nodeVersionWarning('v2.0.0')).toBe('Node.js 2 is past its end of life; use 22 or 24');
  });
});
