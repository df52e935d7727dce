import { defineConfig, mergeConfig } from 'vitest/config';
import { nodePreset } from '@dating/vitest-config/node';

// The database suite seeds 1,000 members once per engine: allow for it in the hooks.
export default mergeConfig(nodePreset, defineConfig({ test: { hookTimeout: 180_000, testTimeout: 60_000 } }));
