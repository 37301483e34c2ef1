import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Many integration tests wait on child processes, timers and a database: three files at a
    // time keep both cores busy (with two, a fifth of the run's time one core was idle).
    maxWorkers: 3,
    // One worker process runs file after file with the modules it has loaded (isolate: false):
    // a fresh process per file loaded the whole of src/ again, 1.5–3 s of CPU each, a third of
    // the CPU of many integration files. Files keep no state in modules between them; the one
    // that does (it points the knowledge base at a data folder) runs isolated, in unit-isolated.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: ['test/unit/knowledge/esco-import.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: ['test/unit/knowledge/esco-import.test.ts'], isolate: true, testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // The OpenAPI document names its components from a registry the app fills as it is
          // built: after another file built an app in the same worker, a schema used both ways
          // gets an "Input" twin. The generated-types check reads a fresh process's document.
          exclude: ['test/integration/sdk-generated-types.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-isolated',
          include: ['test/integration/sdk-generated-types.test.ts'],
          isolate: true,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // In the same pool as the other files (two at a time): run one after the other at the
          // end, the four files left a core idle for a minute or more.
        },
      },
    ],
  },
});
