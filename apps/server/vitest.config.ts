import { defineConfig } from 'vitest/config';
import { filesThatMock } from '../../tools/test/filesThatMock.mjs';
import { SlowFilesFirst } from './src/test/slowFilesFirst';

// Unit tests (*.test.ts) use fakes only; integration tests (*.int.test.ts) get a throw-away PostgreSQL
// database per file, cloned from a template migrated once (src/test/testDatabaseServer.ts), on the
// server TEST_DATABASE_URL names or on an embedded PostgreSQL started for the run.
const jsonDir = process.env.VITEST_JSON_DIR;
const mocking = filesThatMock(import.meta.dirname, 'src').filter((file) => !file.endsWith('.int.test.ts'));

export default defineConfig({
  test: {
    // CI adds a JSON report so .ci/summarise.mjs can print one closing line for every suite.
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    outputFile: jsonDir ? { json: `${jsonDir}/${process.env.VITEST_JSON_NAME ?? 'server'}.json` } : {},
    // Three files at a time on two cores: a file spends part of its time waiting on PostgreSQL, Redis
    // or a child process, so two workers left ~20% of the CPU idle. Measured on the int project here:
    // 148 s with two workers, 119 s with three, 126 s with four.
    maxWorkers: 3,
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', ...mocking],
          environment: 'node',
          // One module cache per worker, not per file: 34 → 13 CPU-s for these files here.
          isolate: false,
        },
      },
      // Files that replace a module or a global keep a module cache of their own.
      ...(mocking.length > 0
        ? [{ test: { name: 'unit-mocking', include: mocking, environment: 'node' } }]
        : []),
      {
        test: {
          name: 'int',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/testDatabaseServer.ts'],
          // The files share each worker's module cache: every file builds its own app, database and
          // Redis prefix through createTestApp, and nothing in src keeps per-app state at module level
          // (uploads' ports are set again by each app). Importing the server once per worker instead of
          // once per file took the suite from ~250 s to ~160 s on two cores.
          isolate: false,
          testTimeout: 60_000,
          // Cheap password hashing in tests only; production keeps OWASP's argon2id baseline.
          env: { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' },
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
