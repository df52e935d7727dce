/**
 * Runs in the browser before the app's own modules (Next.js `instrumentation-client`), so before any schema exists.
 *
 * Zod's object schemas probe `new Function` once to pick a compiled fast path. Under the strict CSP (no
 * `'unsafe-eval'` in production, `@dating/core/web-security`) the probe fails quietly, but the browser still reports a
 * `securitypolicyviolation` and logs an error for it, which would hide real violations. `jitless` skips the probe.
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts an object already there, so this sets it
 * without importing zod: the few screens that still parse in the browser load zod with their own chunk, and every
 * other page loads none of it (ADR 0033).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
