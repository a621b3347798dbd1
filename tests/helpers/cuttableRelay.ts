import { startRelay } from './tcpRelay.js';

/**
 * A TCP relay to a real service that a test can cut, as a crashed server or a pulled cable would: cutting
 * drops every relayed connection and refuses new ones; restoring accepts again. The service itself (shared by
 * other tests) is never touched.
 */
export async function cuttableRelay(target: URL) {
  let cut = false;
  const relay = await startRelay(target, {
    admit: (client) => {
      if (cut) client.destroy();
      return !cut;
    },
    pipe: (from, to) => from.pipe(to),
  });
  return {
    url: relay.url,
    cut: () => {
      cut = true;
      for (const socket of relay.open) socket.destroy();
    },
    restore: () => {
      cut = false;
    },
    close: relay.close,
  };
}
