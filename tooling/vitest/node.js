import { defineConfig } from 'vitest/config';

/** Vitest preset for Node code (core, db, api). */
export const nodePreset = defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
export default nodePreset;
