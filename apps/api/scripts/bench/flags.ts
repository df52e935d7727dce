import type { ParseArgsConfig } from 'node:util';

/** The `options` table of `parseArgs`. */
type ParseArgsOptions = NonNullable<ParseArgsConfig['options']>;

/**
 * A whole-number command-line option of a bench (`_` and `,` may group digits: `10_000`, `10,000`), at least
 * `min`; throws `--<name> must be an integer ≥ <min>` otherwise. Use it over `parseArgs`' values:
 * `const int = intFlag(flags); int('rate', 1)`.
 */
export const intFlag =
  <F extends Record<string, unknown>>(flags: F) =>
  (name: keyof F & string, min: number): number => {
    const n = Number(String(flags[name]).replaceAll('_', '').replaceAll(',', ''));
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
    return n;
  };

/** The database engines `--engine` names (`pglite`, `postgres` or `both`); throws `--engine must be …` otherwise. */
export function engineFlag(value: unknown): ('pglite' | 'postgres')[] {
  const engines = (['pglite', 'postgres'] as const).filter((e) => value === 'both' || value === e);
  if (engines.length === 0) throw new Error('--engine must be pglite, postgres or both');
  return engines;
}

/**
 * `--engine` (read it with `engineFlag`) and `--database-url` (read it with `databaseUrlFlag`): the options of a
 * bench that runs on PGlite, on PostgreSQL or on both. Spread them into `parseArgs`' options.
 */
export const ENGINE_OPTIONS = {
  engine: { type: 'string', default: 'both' },
  'database-url': { type: 'string' },
} as const satisfies ParseArgsOptions;

/** The PostgreSQL server of `--database-url`: the flag, else TEST_DATABASE_URL, else `fallback` (the local server over TCP). */
export const databaseUrlFlag = (
  value: string | undefined,
  fallback = 'postgres://postgres@127.0.0.1:5432/test',
) => value ?? process.env.TEST_DATABASE_URL ?? fallback;

/**
 * The open-loop HTTP load of the search benches (bench-search and bench/serve-search): `--rate` requests per second
 * for `--seconds` seconds, `--rounds` times.
 */
export const HTTP_ROUND_OPTIONS = {
  rate: { type: 'string', default: '500' },
  seconds: { type: 'string', default: '10' },
  rounds: { type: 'string', default: '3' },
} as const satisfies ParseArgsOptions;
