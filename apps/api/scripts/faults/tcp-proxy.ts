/**
 * A TCP proxy owned by `pnpm faults:chat`, between the API processes and PostgreSQL: "restarting the database"
 * is `outage()` — every proxied connection is reset and the port refuses new ones — then `restore()`, so the
 * machine's PostgreSQL service is never touched.
 */
import net from 'node:net';

export class TcpProxy {
  private server: net.Server | null = null;
  private readonly conns = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (on `port`, or a free one the first time); resolves with the port. */
  async listen(): Promise<number> {
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  private accept(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, this.host);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.conns.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        this.conns.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  }

  /** Resets every connection and stops listening: clients see their connections die and new ones refused. */
  async outage(): Promise<number> {
    const n = this.conns.size / 2;
    await this.close();
    return n;
  }

  /** Listens again on the same port. */
  restore(): Promise<number> {
    return this.listen();
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const c of this.conns) c.resetAndDestroy();
    this.conns.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

/** A free TCP port on 127.0.0.1 (free when asked; good enough for a private server started at once). */
export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}
