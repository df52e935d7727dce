import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import domPreset from '@dating/vitest-config/dom';

// `src/test/setup.ts` mocks next/navigation. The front-door server's tests run in Node.
export default mergeConfig(domPreset, {
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
  },
});
