import { defineConfig } from 'vitest/config';

// Three suites: pure unit tests, API integration tests (each file gets its own migrated database),
// and browser journeys (a built app served on a free port, driven by the system Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/domain/**/*.test.ts', 'src/engine/**/*.test.ts', 'src/web/**/*.test.ts', 'src/server/**/*.unit.test.ts'],
          environment: 'node',
          // The first rule test of a file builds the word tables; on two busy cores that alone can pass 5 s.
          testTimeout: 15_000,
          // Vitest's default is one worker fewer than the cores, one on CI's two; two take a third less time.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // A budget, not a speed check: the slowest tests (every role against every route, backups) take about 15 s on an idle
          // machine and took over 30 s on a busy one; a passing test finishes as soon as its work is done.
          testTimeout: 90_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Four files at a time: these tests spend much of their time waiting on the servers they start and stop, on
          // mail servers and on job timers, and two at a time left most of a core idle (264 s against 177 s, measured
          // beside the same background load).
          maxWorkers: 4,
          // The files share a worker's loaded modules: each builds its own app and database, none mocks a module or
          // changes the environment, and loading the server and its rules anew for every file took a third of the suite.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time: each journey file has its own server, data folder and browser, and waits
          // on what the page shows, never on the clock; one at a time took 13 minutes of CI, two take 6.
          maxWorkers: 2,
        },
      },
    ],
  },
});
