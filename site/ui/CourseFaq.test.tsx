import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/renderSite';
import { CourseFaq } from './CourseFaq';

const items = [
  { question: 'Ön bilgi gerekiyor mu?', answer: 'Gerekmez.\nPython temelleri ilk gün anlatılır.' },
  { question: 'Belge veriliyor mu?', answer: 'Evet, katılım belgesi verilir.' },
];

describe('CourseFaq', () => {
  it('shows each question as a closed disclosure under the Turkish heading, in order', () => {
    const { container } = renderSite(<CourseFaq items={items} />);
    const block = screen.getByRole('region', { name: 'Sıkça Sorulan Sorular' });
    const details = container.querySelectorAll('details');
    expect([...details].map((item) => item.querySelector('summary')?.textContent)).toEqual([
      'Ön bilgi gerekiyor mu?',
      'Belge veriliyor mu?',
    ]);
    expect([...details].every((item) => !item.open)).toBe(true);
    // The answer is in the markup (crawlers and find-in-page reach it) with its line break as text, not HTML.
    expect(within(block).getByText(/Python temelleri/).textContent).toBe(items[0].answer);
  });

  it('reaches each question with the keyboard and opens one answer at a time by its summary', async () => {
    const { container } = renderSite(<CourseFaq items={items} />);
    const [first, second] = container.querySelectorAll('details');
    // The browser opens a focused <summary> with Enter or Space itself; jsdom only has the click behind it.
    await userEvent.tab();
    expect(document.activeElement).toBe(first.querySelector('summary'));
    await userEvent.tab();
    expect(document.activeElement).toBe(second.querySelector('summary'));
    await userEvent.click(screen.getByText('Ön bilgi gerekiyor mu?'));
    expect(first.open).toBe(true);
    expect(second.open).toBe(false);
  });

  it('prints an answer as text, never as markup', () => {
    renderSite(<CourseFaq items={[{ question: '<b>Soru</b>', answer: '<img src=x onerror=alert(1)>' }]} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('uses the English heading on English pages and shows nothing without questions', () => {
    const { unmount } = renderSite(<CourseFaq items={items} />, { lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    unmount();
    const empty = renderSite(<CourseFaq items={[]} />);
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    expect(renderSite(<CourseFaq items={undefined} />).container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderSite(
      <main>
        <CourseFaq items={items} />
      </main>,
    );
    // Colours need a layout engine, which jsdom lacks: the browser suite checks contrast.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
