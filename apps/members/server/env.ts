import { z } from 'zod';

/** Environment of the front-door server, validated once at start. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Listen address: loopback by default on a single machine; set HOST=0.0.0.0 (or an address) to serve a network. */
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  API_URL: z.url().default('http://127.0.0.1:3001'),
  LEGAL_URL: z.url().default('http://127.0.0.1:3002'),
  LANDERS_URL: z.url().default('http://127.0.0.1:3003'),
  /** The operator console's static server (apps/operator), behind /operator/. */
  OPERATOR_URL: z.url().default('http://127.0.0.1:3004'),
});

export type FrontDoorEnv = z.infer<typeof ZEnv>;

export function readEnv(source: Record<string, string | undefined> = process.env): FrontDoorEnv {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid front-door environment: ${problems}`);
  }
  return parsed.data;
}
