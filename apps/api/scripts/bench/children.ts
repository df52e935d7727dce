/**
 * Child processes and clean-ups shared by `pnpm bench:live` and `pnpm faults:chat`: every party (API, relay,
 * load generator) is a forked process with an IPC question/answer channel, and everything started is undone
 * in reverse order at the end, on an error or on Ctrl+C.
 */
import { fork, type ChildProcess } from 'node:child_process';

const cleanups: (() => Promise<void>)[] = [];

/** Registers work to undo at the end (run in reverse order of registration). */
export function onCleanup(fn: () => Promise<void>): void {
  cleanups.push(fn);
}

export async function cleanupAll(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error('cleanup failed:', err);
    }
  }
}
process.once('SIGINT', () => void cleanupAll().finally(() => process.exit(130)));

/** Runs `main`, cleans up, and exits 0, or 2 when it resolves false (a failed check), or 1 on an error. */
export function runMain(main: () => Promise<boolean | void>): void {
  main()
    .then(async (ok) => {
      await cleanupAll();
      process.exit(ok === false ? 2 : 0);
    })
    .catch(async (err: unknown) => {
      console.error(err);
      await cleanupAll();
      process.exit(1);
    });
}

export interface Child {
  proc: ChildProcess;
  /** Sends a message and resolves with the child's next message (questions are asked one at a time). */
  ask<T>(msg: unknown): Promise<T>;
}

/**
 * Forks a script (a path) with the parent's loader and --expose-gc; killed at clean-up if still running.
 * With `onOutput`, its stdout and stderr lines go there instead of the terminal; `env` adds variables.
 */
export function child(
  path: string,
  { onOutput, env }: { onOutput?: (line: string) => void; env?: Record<string, string> } = {},
): Child {
  const proc = fork(path, [], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: onOutput ? ['ignore', 'pipe', 'pipe', 'ipc'] : 'inherit',
    ...(env ? { env: { ...process.env, ...env } } : {}),
  });
  if (onOutput) {
    for (const stream of [proc.stdout, proc.stderr]) {
      let rest = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) onOutput(line);
      });
    }
  }
  let queue = Promise.resolve<unknown>(undefined);
  const ask = <T>(msg: unknown): Promise<T> => {
    const next = queue.then(
      () =>
        new Promise<T>((resolve, reject) => {
          const onExit = (code: number) => reject(new Error(`${path} exited with ${code}`));
          proc.once('exit', onExit);
          proc.once('message', (m) => {
            proc.off('exit', onExit);
            resolve(m as T);
          });
          proc.send(msg as object);
        }),
    );
    queue = next.catch(() => undefined);
    return next;
  };
  onCleanup(async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  });
  return { proc, ask };
}

/** Asks a child to stop; kills it after 10 s. */
export async function stop(c: Child): Promise<void> {
  if (c.proc.exitCode !== null || c.proc.signalCode !== null) return;
  await Promise.race([
    new Promise((resolve) => {
      c.proc.once('exit', resolve);
      c.proc.send({ cmd: 'stop' });
    }),
    new Promise((resolve) => setTimeout(resolve, 10_000)),
  ]);
  if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
}

/** Kills a child with SIGKILL and waits for it to be gone. */
export async function kill(c: Child): Promise<void> {
  if (c.proc.exitCode !== null || c.proc.signalCode !== null) return;
  await new Promise((resolve) => {
    c.proc.once('exit', resolve);
    c.proc.kill('SIGKILL');
  });
}

/** The child side of a command process: every command is answered `{ok, result}` or `{ok: false, error}`. */
export function answerCommands<T>(handle: (msg: T) => Promise<unknown>): void {
  process.on('message', (msg: T) => {
    handle(msg).then(
      (result) => process.send?.({ ok: true, result }),
      (err: unknown) => process.send?.({ ok: false, error: String(err) }),
    );
  });
}
