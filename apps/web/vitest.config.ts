import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests for the web app's hooks and logic (*.test.ts / *.test.tsx next to the code) run in
// jsdom; the build never sees them because vite bundles only what src/main.tsx imports.
const jsonDir = process.env.VITEST_JSON_DIR;

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // CI adds a JSON report so .ci/summarise.mjs can print one closing line for every suite.
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    outputFile: jsonDir ? { json: `${jsonDir}/${process.env.VITEST_JSON_NAME ?? 'web'}.json` } : {},
    // Two cores shared with the server's suites.
    maxWorkers: 2,
  },
});
