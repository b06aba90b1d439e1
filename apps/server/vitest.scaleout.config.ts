import { defineConfig } from 'vitest/config';

// The scale-out test (scaleout/): three server processes behind Debian's nginx on PostgreSQL and
// Redis, one killed mid-journey. Run by `npm run test:scaleout` and .ci/run; `npm test` never
// picks it up (vitest.config.ts includes src/ only).
const jsonDir = process.env.VITEST_JSON_DIR;

export default defineConfig({
  test: {
    include: ['scaleout/**/*.test.ts'],
    environment: 'node',
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    outputFile: jsonDir
      ? { json: `${jsonDir}/${process.env.VITEST_JSON_NAME ?? 'server-scaleout'}.json` }
      : {},
    // Fixed ports (nginx 3400, servers 3401-3403): one file, one worker.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 150_000,
    hookTimeout: 180_000,
  },
});
