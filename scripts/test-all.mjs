#!/usr/bin/env node
// `pnpm test`: every check, in order. Stops at the first failing step and says which.
//   catalog check · dependency audit · formatting · lint · typecheck · unit, route and database tests · i18n check · Storybook build ·
//   app builds and the member site's JavaScript per route (size check) · Playwright end-to-end in Chromium over
//   the one origin.
import { bin, run } from './lib/processes.mjs';

const turbo = bin('.', 'turbo');
const steps = [
  ['dependency catalog', process.execPath, ['scripts/check-catalog.mjs']],
  [
    'workspace script tests',
    process.execPath,
    [
      '--test',
      'scripts/check-catalog.test.mjs',
      'scripts/lib/static-security.test.mjs',
      'scripts/audit.test.mjs',
    ],
  ],
  // High/critical advisories of the production tree fail unless allowed in audit-allowlist.json; an unreachable
  // audit endpoint only warns. (The security battery runs inside the api tests below, not as a step of its own.)
  ['dependency audit (pnpm audit --prod)', process.execPath, ['scripts/audit.mjs']],
  ['formatting (prettier)', bin('.', 'prettier'), ['--check', '--log-level=warn', '.']],
  ['lint', turbo, ['run', 'lint', '--output-logs=errors-only', '--concurrency=2']],
  ['typecheck', turbo, ['run', 'typecheck', '--output-logs=errors-only', '--concurrency=2']],
  ['unit, route and database tests', turbo, ['run', 'test', '--output-logs=new-only', '--concurrency=1']],
  ['i18n check', bin('packages/i18n', 'tsx'), ['packages/i18n/scripts/check.ts']],
  ['storybook build', turbo, ['run', 'build-storybook', '--output-logs=errors-only']],
  // Builds the web apps (the end-to-end step reuses the build through turbo's cache), then checks the JavaScript a
  // first visit of each member-site route loads against its budget (P10; ratchet ceilings in ADR 0033). Sizes
  // are read from the build's manifests: deterministic, not a timed test.
  [
    'app builds and JavaScript per route (size check)',
    bin('apps/members', 'tsx'),
    ['apps/members/scripts/js-size.ts', '--build'],
  ],
  ['end-to-end (Playwright, Chromium)', process.execPath, ['scripts/e2e.mjs']],
];

const only = process.argv.slice(2);
let passed = 0;
const started = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━`);
  try {
    await run(cmd, args, {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${error.message}`);
    console.log(`\ntest: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks green in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`test: ${passed} passed, 0 failed`);
