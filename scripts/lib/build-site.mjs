// The production build of the four web apps, shared by `pnpm start` and the end-to-end run.
import { bin, run } from './processes.mjs';

export const WEB_APPS = ['members', 'legal', 'landers', 'operator'];

/**
 * Builds the web apps through turbo (it skips what is current) with production settings.
 * @param {Record<string, string>} [env] extra environment on top of the production defaults
 */
export function buildWebApps(env = {}) {
  return run(
    bin('.', 'turbo'),
    ['run', 'build', ...WEB_APPS.map((app) => `--filter=@dating/${app}`), '--output-logs=errors-only'],
    { env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env } },
  );
}
