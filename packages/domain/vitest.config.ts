import { defineConfig } from 'vitest/config';

const jsonDir = process.env.VITEST_JSON_DIR;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Pure functions: one module cache per worker instead of one per file (18 → 6 CPU-s here).
    isolate: false,
    // CI adds a JSON report so .ci/summarise.mjs can print one closing line for every suite.
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    outputFile: jsonDir ? { json: `${jsonDir}/${process.env.VITEST_JSON_NAME ?? 'domain'}.json` } : {},
  },
});
