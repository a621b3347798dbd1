import { describe, expect, it } from 'vitest';
import { attachmentName } from './downloadCv';

describe('attachmentName', () => {
  it('takes the server’s UTF-8 name, with Turkish letters', () => {
    expect(
      attachmentName(
        `attachment; filename="cv-12-cagri-ozturk.pdf"; filename*=UTF-8''cv-12-%C3%87a%C4%9Fr%C4%B1-%C3%96zt%C3%BCrk.pdf`,
      ),
    ).toBe('cv-12-Çağrı-Öztürk.pdf');
  });

  it('falls back to the plain name, then to "cv"', () => {
    expect(attachmentName('attachment; filename="cv-3-ali.docx"')).toBe('cv-3-ali.docx');
    expect(attachmentName(`attachment; filename="cv-3.pdf"; filename*=UTF-8''%E0%A4`)).toBe('cv-3.pdf');
    expect(attachmentName(null)).toBe('cv');
  });
});
