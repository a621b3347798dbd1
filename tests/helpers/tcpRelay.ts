import net from 'node:net';

interface RelayRules {
  /** Whether a new client is relayed now; when not, the rule has already dealt with it (refused or held). */
  admit: (client: net.Socket) => boolean;
  /** How bytes go from one side to the other (straight through, or kept back while a test wants silence). */
  pipe: (from: net.Socket, to: net.Socket) => void;
  /** The service's port when its URL names none. */
  defaultPort?: number;
}

/**
 * A TCP relay on 127.0.0.1 to a real service: the plumbing the fault tests' relays share (a relay that cuts
 * the line, one that goes silent). Each admitted client gets its own connection to the service, and either
 * side closing closes both. The service itself, shared by other tests, is never touched.
 */
export async function startRelay(target: URL, rules: RelayRules) {
  /** The relayed connections not yet closed. */
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    client.on('error', () => {});
    if (!rules.admit(client)) return;
    const upstream = net.connect(Number(target.port || rules.defaultPort), target.hostname);
    open.add(client);
    const close = () => {
      open.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close);
    upstream.on('error', close).on('close', close);
    rules.pipe(client, upstream);
    rules.pipe(upstream, client);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    open,
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
