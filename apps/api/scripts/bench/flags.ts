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
