import { defineConfig } from 'vite';

/** A sandboxed preload can neither be ESM nor require our modules: bundle it whole into one CommonJS file. */
export default defineConfig({
  build: {
    outDir: 'dist/preload',
    emptyOutDir: true,
    target: 'node20',
    // Minified: Electron parses it in every window before the page starts (the hidden map names its modules).
    // electron/preload.test.ts keeps it at most 150 KB.
    minify: true,
    // Read by scripts/check-package.mjs (which modules the bundle holds); the installers leave it out.
    sourcemap: 'hidden',
    lib: {
      entry: 'electron/preload.ts',
      formats: ['cjs'],
      fileName: () => 'preload.cjs',
    },
    rollupOptions: { external: ['electron'] },
  },
});
