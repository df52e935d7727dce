// The production build of the four web apps, shared by `pnpm start` and the end-to-end run.
import { bin, run } from './processes.mjs';

export const WEB_APPS = ['members', 'legal', 'landers', 'operator'];
/** Everything `pnpm start` runs from a build: the web apps and the API (plain JavaScript, ADR 0032). */
export const SITE_BUILDS = [...WEB_APPS, 'api'];

/**
 * Builds the site (the web apps and the API) through turbo (it skips what is current) with production
 * settings; `apps` to build only some of them.
 * @param {Record<string, string>} [env] extra environment on top of the production defaults
 * @param {string[]} [apps]
 */
export function buildWebApps(env = {}, apps = SITE_BUILDS) {
  return run(
    bin('.', 'turbo'),
    ['run', 'build', ...apps.map((app) => `--filter=@dating/${app}`), '--output-logs=errors-only'],
    { env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env } },
  );
}
