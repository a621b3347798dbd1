// How Debian's Chromium runs for the browser tests (tests/e2e/fixtures.ts) and for the Lighthouse audit
// (scripts/lighthouse.mjs): no sandbox or GPU in a container, and none of its own network traffic (QUIC,
// updates, sync) beside the pages under test.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
