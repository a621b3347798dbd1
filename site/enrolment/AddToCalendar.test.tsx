import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectClosesAsMenu } from '../test/popupDetails';
import { renderSite } from '../test/renderSite';
import { AddToCalendar } from './AddToCalendar';
import { course, session } from './courseTestPage';

/** One session's "Takvime ekle" beside a button of the page, as in the sessions table. */
function renderMenu() {
  const row = session(7, '2030-03-12T06:30:00.000Z', 5);
  const { container } = renderSite(
    <>
      <AddToCalendar session={row} course={course([row])} courseUrl="https://akademi.example/kurs/excel" />
      <button type="button">Ön Kayıt</button>
    </>,
  );
  return container.querySelector('details')!;
}

describe('Takvime ekle', () => {
  // Left open, the list covered the rows under it: on a phone, the next session's Ön Kayıt.
  it('closes as a menu does: a click elsewhere, Escape, focus moving on', () => {
    expectClosesAsMenu(renderMenu(), screen.getByRole('button', { name: 'Ön Kayıt' }));
  });

  it('closes once a calendar is chosen, the link still followed', () => {
    const menu = renderMenu();
    menu.open = true;
    const ics = screen.getByRole('link', { name: 'Takvim dosyası (.ics)' });
    // Read where the click ends, after the page's own handlers: none of them stopped the download.
    let followed = false;
    const follow = (event: MouseEvent) => (followed = !event.defaultPrevented);
    document.addEventListener('click', follow);
    fireEvent.click(ics);
    document.removeEventListener('click', follow);
    expect(menu.open).toBe(false);
    expect(followed).toBe(true);
  });
});
