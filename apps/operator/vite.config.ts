import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The operator console: a static single-page app under `/operator/`, served by `scripts/serve-static.mjs` and
 * reached through the front door; it talks to `/api/operator/*` on the same origin.
 */
export default defineConfig({
  base: '/operator/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { strictPort: true },
});
