// The hand-written baseline of `npm run bench`, built on its own into dist-bench-baseline/ (ignored
// by git): nothing of it enters the portal's build, whose config never names this folder.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, '../../dist-bench-baseline'),
    emptyOutDir: true,
  },
});
