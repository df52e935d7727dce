import { z } from 'zod';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where server components and route handlers reach the API directly (the browser uses relative /api). */
  API_URL: z.url().default('http://127.0.0.1:3001'),
});

export type Env = z.infer<typeof ZEnv>;

function loadEnv(): Env {
  const parsed = ZEnv.safeParse({
    NODE_ENV: process.env.NODE_ENV,
    API_URL: process.env.API_URL || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment for @dating/members:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Validated server environment. Never import this from a client component. */
export const env = loadEnv();
