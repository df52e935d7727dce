import type { DbHandle } from '@dating/db';

/**
 * Counts the SQL statements a database handle runs (both engines), for tests that hold a hot path to its
 * statement budget. A transaction counts its BEGIN and COMMIT (PGlite runs them inside `transaction()`).
 */
export interface StatementCounter {
  /** Statements since the last `reset`, in the order they ran. */
  readonly statements: string[];
  reset(): void;
  restore(): void;
}

type Query = (this: unknown, ...args: unknown[]) => unknown;
type Patchable = Record<string, unknown>;

const textOf = (arg: unknown): string =>
  typeof arg === 'string' ? arg : String((arg as { text?: string } | null)?.text ?? arg);

export function countStatements(h: DbHandle): StatementCounter {
  const statements: string[] = [];
  const undo: (() => void)[] = [];
  const wrap = (target: Patchable, name: string) => {
    const own = Object.prototype.hasOwnProperty.call(target, name);
    const original = target[name] as Query;
    target[name] = function (this: unknown, ...args: unknown[]) {
      statements.push(textOf(args[0]).replace(/\s+/g, ' ').trim());
      return original.apply(this, args);
    };
    undo.push(() => {
      if (own) target[name] = original;
      else delete target[name];
    });
  };
  const client = (h.db as unknown as { $client: Patchable }).$client;
  if (h.kind === 'postgres') {
    // pg's Pool runs every statement (its own `query` and checked-out clients') through Client#query.
    wrap((client.Client as { prototype: Patchable }).prototype, 'query');
  } else {
    wrap(client, 'query');
    wrap(client, 'exec');
    const transaction = client.transaction as Query;
    client.transaction = function (this: unknown, fn: (tx: Patchable) => unknown) {
      statements.push('begin');
      return (transaction as (f: (tx: Patchable) => unknown) => Promise<unknown>)
        .call(this, (tx: Patchable) => {
          const q = tx.query as Query;
          return fn(
            new Proxy(tx, {
              get: (t, k) =>
                k === 'query'
                  ? (...args: unknown[]) => {
                      statements.push(textOf(args[0]).replace(/\s+/g, ' ').trim());
                      return q.apply(t, args);
                    }
                  : typeof Reflect.get(t, k) === 'function'
                    ? (Reflect.get(t, k) as Query).bind(t)
                    : Reflect.get(t, k),
            }),
          );
        })
        .then((r) => {
          statements.push('commit');
          return r;
        });
    };
    undo.push(() => {
      client.transaction = transaction;
    });
  }
  return {
    statements,
    reset: () => {
      statements.length = 0;
    },
    restore: () => {
      for (const fn of undo.splice(0).reverse()) fn();
    },
  };
}
