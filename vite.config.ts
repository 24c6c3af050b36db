import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The renderer: one static bundle served by Electron (app://printdesk) and by the headless host alike. */
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
    // Maps with no reference from the bundles: scripts/check-package.mjs reads from them which modules
    // each bundle holds (no test code); the installers leave them out.
    sourcemap: 'hidden',
  },
});
