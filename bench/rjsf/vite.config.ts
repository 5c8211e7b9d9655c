// The RJSF page of `npm run bench`, built on its own into dist-bench-rjsf/ (ignored by git):
// nothing of it enters the portal's build, whose config never names this folder. The manifest is
// how the bench sizes its script, as it sizes our wizard route (scripts/route-script.mjs).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, '../../dist-bench-rjsf'),
    emptyOutDir: true,
    manifest: true,
    // One chunk, as the page needs all of it for its first step: no warning about its size.
    chunkSizeWarningLimit: 2048,
  },
});
