import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.mjs';
import { throwawaySiteEnv } from './scripts/lib/processes.mjs';

// End-to-end tests run over the one origin, on ports of their own so a running dev site is left alone,
// with a fresh embedded database and media folder per run.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataRoot = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'dating-e2e-'));
const chromium = chromiumPath();

export default defineConfig({
  testDir: '.',
  testMatch: ['apps/*/e2e/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    url: `${baseURL}/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...throwawaySiteEnv(port, dataRoot, process.env.E2E_SEED_MEMBERS ?? '1000'),
      // Photos are approved through the operator call, as an operator would; many fresh members sign up.
      OPERATOR_TOKEN: 'e2e-operator-token-0123456789',
      SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
    },
  },
});
