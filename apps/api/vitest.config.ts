import { mergeConfig } from 'vitest/config';
import nodePreset from '@dating/vitest-config/node';

export default mergeConfig(nodePreset, {
  test: {
    // Each file builds its own seeded in-memory PGlite; two cores, so two workers.
    maxWorkers: 2,
  },
});
