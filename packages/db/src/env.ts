import { z } from 'zod';

/** Environment of the package's scripts and tests; the only place that reads process.env. */
const ZEnv = z.object({
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  MEDIA_DIR: z.string().min(1).optional(),
  SEED_MEMBERS: z.coerce.number().int().min(0).max(100_000).optional(),
  TEST_DATABASE_URL: z.url().optional(),
});
export type TEnv = z.infer<typeof ZEnv>;

export function readEnv(source: Record<string, string | undefined> = process.env): TEnv {
  const picked = Object.fromEntries(
    Object.keys(ZEnv.shape).map((k) => [k, source[k] === '' ? undefined : source[k]]),
  );
  return ZEnv.parse(picked);
}
