import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The renderer: one static bundle served by Electron (file://) and by the headless host alike. */
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
  },
});
