import { describe, expect, it } from 'vitest';
import { sampleFiles, zipWith } from '../../tests/helpers/publicApi.js';
import { detectFileType, zipEntryNames } from './fileTypes.js';

describe('detectFileType', () => {
  it('recognises the accepted types by their content', async () => {
    expect(detectFileType(await sampleFiles.jpeg())).toBe('jpeg');
    expect(detectFileType(await sampleFiles.png())).toBe('png');
    expect(detectFileType(await sampleFiles.webp())).toBe('webp');
    expect(detectFileType(sampleFiles.pdf())).toBe('pdf');
    expect(detectFileType(sampleFiles.docx())).toBe('docx');
  });

  it('refuses SVG, HTML, other ZIP documents, empty and truncated files', () => {
    expect(detectFileType(sampleFiles.svg())).toBeUndefined();
    expect(detectFileType(sampleFiles.html())).toBeUndefined();
    expect(detectFileType(sampleFiles.xlsx())).toBeUndefined();
    expect(detectFileType(Buffer.alloc(0))).toBeUndefined();
    expect(detectFileType(sampleFiles.docx().subarray(0, 40))).toBeUndefined();
    expect(detectFileType(Buffer.from('RIFF1234WAVE'))).toBeUndefined();
  });

  it('reads ZIP entry names from the central directory', () => {
    expect(zipEntryNames(zipWith(['a.txt', 'word/x.xml']))).toEqual(['a.txt', 'word/x.xml']);
    expect(zipEntryNames(Buffer.from('PK\u0003\u0004 not really a zip'))).toBeUndefined();
  });
});
