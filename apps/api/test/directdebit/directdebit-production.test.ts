import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLIENT, setupTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

it('a production app on a real domain without IBAN_ENCRYPTION_KEY serves no direct debit (the start refuses it anyway)', async () => {
  const prod = await ctx.extraApp({ production: true, publicUrl: 'https://amora.example' });
  const res = await prod.inject({
    url: '/api/directdebit.php',
    headers: { ...CLIENT, host: 'amora.example' },
  });
  expect(res.statusCode).toBe(404);
  // With a key it is there (a visitor is refused, not "not found").
  const keyed = await ctx.extraApp({
    production: true,
    publicUrl: 'https://amora.example',
    directDebit: { ibanKey: 'a'.repeat(64) },
  } as Parameters<typeof ctx.extraApp>[0]);
  const withKey = await keyed.inject({
    url: '/api/directdebit.php',
    headers: { ...CLIENT, host: 'amora.example' },
  });
  expect(withKey.statusCode).not.toBe(404);
});
