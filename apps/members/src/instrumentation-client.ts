import { z } from 'zod';

/**
 * Runs in the browser before the app's own modules (Next.js `instrumentation-client`), so before any schema exists.
 *
 * Zod's object schemas probe `new Function` once to pick a compiled fast path. Under the strict CSP (no
 * `'unsafe-eval'` in production, `@dating/core/web-security`) the probe fails quietly, but the browser still reports a
 * `securitypolicyviolation` and logs an error for it, which would hide real violations. `jitless` skips the probe;
 * the browser bundle then parses with the interpreter, as it would under this CSP anyway.
 */
z.config({ jitless: true });
