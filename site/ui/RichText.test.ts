import { describe, expect, it } from 'vitest';
import { headingsFrom } from './RichText';

describe('headingsFrom', () => {
  it('moves an editor’s headings to start at h2 under the page title, keeping their order', () => {
    expect(headingsFrom('<h3>Kimler?</h3><p>x</p><h4 class="a">Alt</h4>', 2)).toBe(
      '<h2>Kimler?</h2><p>x</p><h3 class="a">Alt</h3>',
    );
    expect(headingsFrom('<h1>Başlık</h1><h2>Alt</h2>', 2)).toBe('<h2>Başlık</h2><h3>Alt</h3>');
  });

  it('leaves text without headings, or already starting at h2, as it is', () => {
    expect(headingsFrom('<p>hr and <header-like> text</p>', 2)).toBe('<p>hr and <header-like> text</p>');
    expect(headingsFrom('<h2>A</h2><h3>B</h3>', 2)).toBe('<h2>A</h2><h3>B</h3>');
  });
});
