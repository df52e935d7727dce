import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { domPreset } from '@dating/vitest-config/dom';

/** The DOM preset, plus every lander language registered up front (the bundle loads only the visitor's). */
export default mergeConfig(
  domPreset,
  defineConfig({
    test: { setupFiles: [fileURLToPath(new URL('./src/test/register-locales.ts', import.meta.url))] },
  }),
);
