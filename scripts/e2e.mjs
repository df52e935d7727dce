#!/usr/bin/env node
// Builds the apps (turbo skips what is current) and runs Playwright over the one origin in Debian's Chromium.
// Without a Chromium it skips loudly instead of failing: install it with `apt-get install -y chromium`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildWebApps } from './lib/build-site.mjs';
import { bin, root, run } from './lib/processes.mjs';

const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (!chromium) {
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!! END-TO-END TESTS SKIPPED: no Chromium found (set CHROMIUM_PATH or apt-get install -y chromium)\n${bar}\n`,
  );
  process.exit(0);
}
await buildWebApps();
// One standalone campaign bundle, served at /landers/campaigns/summer-nl/ and checked like the rest.
await run(bin('apps/landers', 'tsx'), ['scripts/build-campaign.ts', '--campaign', 'summer-nl'], {
  cwd: path.join(root, 'apps/landers'),
});
// The same campaign built for another static host (base /, pointed at the site), served on its own port by
// apps/members/e2e/campaign-bundle.spec.ts.
await run(
  bin('apps/landers', 'tsx'),
  [
    'scripts/build-campaign.ts',
    '--campaign',
    'summer-nl',
    '--base',
    '/',
    '--site-url',
    `http://localhost:${process.env.E2E_PORT ?? 3100}`,
    '--out',
    'dist/external/summer-nl',
  ],
  { cwd: path.join(root, 'apps/landers') },
);
await run(bin('.', 'playwright'), ['test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
