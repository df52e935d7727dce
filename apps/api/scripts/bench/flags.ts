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
