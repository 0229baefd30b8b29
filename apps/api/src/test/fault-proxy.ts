import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL or Redis that a test breaks on purpose (issue 29):
 * - `reset()`: every open connection is reset (RST, as a restarted server or a firewall does) and
 *   new ones are refused until `restore()`;
 * - `blackhole()`: connections stay open but nothing gets through either way, and new ones are
 *   accepted and then hear nothing (a network partition: no error, no answer);
 * - `restore()`: back to normal; what a black hole held back is delivered, as TCP would once the
 *   network heals.
 */
export interface FaultProxy {
  /** `scheme://host:port` of the proxy, with the target URL's user, database and query. */
  url: string;
  reset(): void;
  blackhole(): void;
  restore(): void;
  close(): Promise<void>;
}

type Mode = 'pass' | 'refuse' | 'blackhole';

export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const defaultPort = target.protocol.startsWith('redis') ? 6379 : 5432;
  const targetPort = Number(target.port || defaultPort);
  let mode: Mode = 'pass';
  const pairs = new Set<{ client: Socket; upstream?: Socket; held: Array<() => void> }>();

  const server = createServer((client) => {
    client.on('error', () => {});
    if (mode === 'refuse') return void client.resetAndDestroy();
    const pair: { client: Socket; upstream?: Socket; held: Array<() => void> } = { client, held: [] };
    pairs.add(pair);
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    const open = () => {
      const upstream = connect(targetPort, target.hostname);
      pair.upstream = upstream;
      upstream.on('error', () => {});
      upstream.on('close', () => client.destroy());
      const forward = (from: Socket, to: Socket) =>
        from.on('data', (chunk: Buffer) => {
          if (mode === 'blackhole') pair.held.push(() => to.write(chunk));
          else to.write(chunk);
        });
      forward(client, upstream);
      forward(upstream, client);
    };
    // Accepted in a black hole: the upstream connection is made only when the network heals.
    if (mode === 'blackhole') pair.held.push(open);
    else open();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    reset() {
      mode = 'refuse';
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream?.resetAndDestroy();
      }
      pairs.clear();
    },
    blackhole() {
      mode = 'blackhole';
    },
    restore() {
      mode = 'pass';
      for (const pair of pairs) for (const deliver of pair.held.splice(0)) deliver();
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
