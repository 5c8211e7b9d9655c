import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledFlows } from './scripts/compile-flows.ts';
import { compiledMessages } from './scripts/compile-messages.ts';
import { testOnlyCode } from './scripts/test-only-code.ts';

// Tests run in Amsterdam time so date rules (birthdays, month boundaries) match production.
process.env.TZ = 'Europe/Amsterdam';

const LOGIC_TESTS = ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * Logic tests that replace a module (`vi.mock`): a replacement only takes effect in a module graph
 * of the file's own, so these run isolated, as the component tests do.
 */
const replacingModules = globSync(LOGIC_TESTS).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  // Tests keep the full ICU parser (helpers hand react-intl the source JSON); the app's
  // precompiled locales and the flows' standalone validators come from the same plugins as in the
  // build.
  // The tests see the test build: the stub login, the developer page and the listings included.
  plugins: [testOnlyCode(true), react(), compiledMessages(), compiledFlows()],
  test: {
    globals: true,
    // One worker per core. Vitest's default leaves a core to its main process (one worker on two
    // cores), which idles while the tests run: 360 s against 242 s for the whole suite here.
    maxWorkers: availableParallelism(),
    // Component tests render whole wizards: 5 s (the default) was too short on a loaded 2-core
    // machine, and a test that hangs still fails.
    testTimeout: 15_000,
    // The portal's stylesheets are applied in jsdom as in the browser: what they hide (the step
    // frame rendered ahead) stays out of role queries.
    css: { include: [/\.module\.css$/] },
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/vitest.json' },
    // A `.test.ts` file tests logic and runs in Node; one that needs the browser's globals
    // (storage, window, frames) says so in its first line (`// @vitest-environment jsdom`), as
    // every `.test.tsx` (components) does by its project. Node skips jsdom's set-up per file,
    // which took longer than the tests of the engine core themselves.
    // Logic tests share the modules they import within a worker (isolate: false): importing them
    // again for each of 186 files took 60% of the project's time (262 s against 108 s,
    // docs/performance.md). Each test sets up the state it reads (session, config, clocks).
    // Component tests stay isolated: shared, their trees and style caches made jsdom slower.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles: ['tests/setup.ts'],
          include: LOGIC_TESTS,
          exclude: replacingModules,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          setupFiles: ['tests/setup.ts'],
          include: replacingModules,
        },
      },
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: { name: 'stub', environment: 'node', include: ['stub/**/*.test.ts'] },
      },
    ],
  },
});
