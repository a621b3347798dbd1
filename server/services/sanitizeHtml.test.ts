import { describe, expect, it } from 'vitest';
import { isBlankRichText, sanitizeRichText } from './sanitizeHtml.js';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Başlık</h2><h3>Alt</h3><h4>Küçük</h4><p><strong>k</strong> <em>e</em> <u>u</u> <s>s</s><br></p>' +
      '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>alıntı</blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts, styles, event handlers, classes and unknown tags', () => {
    expect(
      sanitizeRichText(
        '<p class="x" style="color:red" onclick="steal()">Metin<script>alert(1)</script><style>p{}</style></p>' +
          '<iframe src="https://e.com"></iframe><div>blok</div><svg><script>alert(2)</script></svg>',
      ),
    ).toBe('<p>Metin</p>blok');
  });

  it('allows only http, https, mailto and tel links, always with rel noopener', () => {
    expect(sanitizeRichText('<a href="https://e.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://e.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@e.com">m</a><a href="tel:+90 212 000">t</a>')).toBe(
      '<a href="mailto:info@e.com" rel="noopener noreferrer">m</a><a href="tel:+90 212 000" rel="noopener noreferrer">t</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'java&#x09;script:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/relative',
      'vbscript:x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('allows images from our uploads or https only, and drops the rest entirely', () => {
    expect(sanitizeRichText('<img src="/uploads/2026/a.webp" alt="Sınıf" onerror="x()" width="9">')).toBe(
      '<img src="/uploads/2026/a.webp" alt="Sınıf" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.e.com/a.png">')).toBe(
      '<img src="https://cdn.e.com/a.png" alt="" />',
    );
    for (const src of [
      'http://e.com/a.png',
      '/uploads/../private/cv/x.pdf',
      '/etc/passwd',
      'data:image/png;base64,AA',
      '//e.com/a.png',
    ]) {
      expect(sanitizeRichText(`<p><img src="${src}"></p>`)).toBe('<p></p>');
    }
  });

  it('keeps basic tables with numeric spans only', () => {
    expect(
      sanitizeRichText(
        '<table border="1"><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead>' +
          '<tbody><tr><td rowspan="x" style="a">1</td><td colspan="3">2</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>1</td><td colspan="3">2</td></tr></tbody></table>',
    );
  });

  it('maps editor tags onto the allowed ones', () => {
    expect(sanitizeRichText('<h1>T</h1><b>b</b><i>i</i><h6>k</h6>')).toBe(
      '<h2>T</h2><strong>b</strong><em>i</em><h4>k</h4>',
    );
  });
});

describe('isBlankRichText', () => {
  it('sees an empty editor value as blank, an image or text as content', () => {
    expect(isBlankRichText('<p><br /></p>')).toBe(true);
    expect(isBlankRichText('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
    expect(isBlankRichText('<p><img src="/uploads/a.webp" alt="" /></p>')).toBe(false);
  });
});
