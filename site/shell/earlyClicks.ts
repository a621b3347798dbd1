/*
 * A server-rendered page is on screen before the site's code has arrived (it is fetched after the page's
 * images) and React has made it live. Links and forms work natively meanwhile; a plain button (the phone's
 * menu, the contact button, a gallery arrow) does nothing, and React replays no click from before
 * `hydrateRoot`. The head's script keeps the last such click, and the app clicks that button again once the
 * page is live, so a visitor's tap is late rather than lost. The cookie banner's choices are kept on their
 * own (site/consent/prePaint.ts): they act at once.
 */

/** The window property the head's script keeps the button on. */
const earlyClickProperty = '__akademiEarlyClick';

/** Run in the head, admitted by the hash of its text (server/ssr/pageRenderer.ts). */
export const earlyClickScript =
  "document.addEventListener('click',e=>{" +
  "const b=e.target instanceof Element&&e.target.closest('#root button[type=button]');" +
  "if(b&&!b.matches('[data-consent-choice]')&&!document.querySelector('#root[data-hydrated]'))" +
  `window.${earlyClickProperty}=b},true)`;

/**
 * Clicks again the button clicked before the page was live, if it is still the page's own (hydration keeps
 * the server's elements; one it had to replace is gone, and so is the click).
 */
export function replayEarlyClick(root: HTMLElement): void {
  const holder = window as unknown as Record<string, unknown>;
  const button = holder[earlyClickProperty];
  delete holder[earlyClickProperty];
  if (button instanceof HTMLButtonElement && button.isConnected && root.contains(button)) button.click();
}
