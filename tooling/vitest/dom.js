import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** Vitest preset for React code (ui, apps): happy-dom plus jest-dom matchers. JSX uses the automatic runtime (Vite's default). */
export const domPreset = defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./dom-setup.js', import.meta.url))],
    testTimeout: 20_000,
  },
});
export default domPreset;
