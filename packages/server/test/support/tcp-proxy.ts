// A front address for PostgreSQL, as HAProxy or a virtual IP give one: a TCP proxy on loopback whose
// backend can be moved (cutting the sessions to the old one, like HAProxy's
// `on-marked-down shutdown-sessions`) or that can go silent (it stops forwarding without closing, as
// a dead network path does), or that drops one session when a statement passes (a fault at an exact
// point of the protocol).
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Sends new sessions to `port` and cuts the open ones. */
  moveTo(port: number): void;
  /** Stops forwarding in both directions; sessions stay open, new ones are accepted and left unanswered. */
  goSilent(): void;
  /**
   * Drops the next session that sends a statement matching `text`: at once ('now', the statement
   * fails), or right after the database's answer ('after-answer': the statement succeeded and the
   * connection is gone before the next one).
   */
  cutAt(text: RegExp, when: 'now' | 'after-answer'): void;
  /** Sessions open now. */
  sessions(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(backendPort: number): Promise<TcpProxy> {
  let backend = backendPort;
  let silent = false;
  let trap: { text: RegExp; when: 'now' | 'after-answer' } | undefined;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => undefined);
    if (silent) return client.pause();
    const upstream = net.connect(backend, '127.0.0.1');
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    let doomed = false;
    client.on('data', (chunk: Buffer) => {
      if (silent) return;
      if (trap?.text.test(chunk.toString('latin1'))) {
        const { when } = trap!;
        trap = undefined;
        if (when === 'now') return client.destroy();
        doomed = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (silent) return;
      if (!doomed) return void client.write(chunk);
      client.end(chunk);
      upstream.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    moveTo(port) {
      backend = port;
      for (const socket of open) socket.destroy();
    },
    goSilent() {
      silent = true;
    },
    cutAt(text, when) {
      trap = { text, when };
    },
    sessions: () => open.size,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
