import { z } from 'zod';

/** The only place this app reads `process.env`; validated once at start. */
const ZEnv = z.object({
  /** Base URL of the API for server-side calls (the browser uses relative `/api/...`). */
  API_URL: z.url().default('http://127.0.0.1:3001'),
  /** Milliseconds before a server-side API call is abandoned. */
  LEGAL_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type Env = z.infer<typeof ZEnv>;

export const env: Env = ZEnv.parse({
  API_URL: process.env.API_URL || undefined,
  LEGAL_API_TIMEOUT_MS: process.env.LEGAL_API_TIMEOUT_MS || undefined,
  NODE_ENV: process.env.NODE_ENV || undefined,
});
