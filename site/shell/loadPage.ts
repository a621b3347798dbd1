/** Loads an address from the server, leaving the single-page app (a module of its own so tests can see it). */
export function loadPage(address: string): void {
  window.location.assign(address);
}
