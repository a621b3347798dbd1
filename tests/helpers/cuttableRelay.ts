import net from 'node:net';

/**
 * A TCP relay to a real service that a test can cut, as a crashed server or a pulled cable would: cutting
 * drops every relayed connection and refuses new ones; restoring accepts again. The service itself (shared by
 * other tests) is never touched.
 */
export async function cuttableRelay(target: URL) {
  let cut = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    client.on('error', () => {});
    if (cut) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    open.add(client);
    const close = () => {
      open.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut: () => {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      cut = false;
    },
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
