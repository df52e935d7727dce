/**
 * A private `redis-server` owned by `pnpm faults:chat` (never the machine's Redis on 6379): no persistence, its
 * own free port, killed with SIGKILL and started again on the same port for the "Redis stopped" fault.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './tcp-proxy';

export class PrivateRedis {
  private proc: ChildProcess | null = null;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    const proc = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.proc = proc;
    let failure: Error | null = null;
    proc.once('error', (err) => (failure = err));
    proc.once('exit', (code) => (failure ??= new Error(`redis-server exited with ${code}`)));
    for (let i = 0; i < 100 && !failure; i += 1) {
      if (await accepts(this.port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw failure ?? new Error(`redis-server did not listen on ${this.port}`);
  }

  /** SIGKILL, and waits until it is gone. */
  async kill(): Promise<void> {
    const proc = this.proc;
    this.proc = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise((resolve) => {
      proc.once('exit', resolve);
      proc.kill('SIGKILL');
    });
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}
