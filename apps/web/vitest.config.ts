import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { filesThatMock } from '../../tools/test/filesThatMock.mjs';

// Unit tests for the web app's hooks and logic (*.test.ts / *.test.tsx next to the code) run in
// jsdom; the build never sees them because vite bundles only what src/main.tsx imports.
const jsonDir = process.env.VITEST_JSON_DIR;
const mocking = filesThatMock(import.meta.dirname, 'src');

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // CI adds a JSON report so .ci/summarise.mjs can print one closing line for every suite.
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    outputFile: jsonDir ? { json: `${jsonDir}/${process.env.VITEST_JSON_NAME ?? 'web'}.json` } : {},
    // Two cores shared with the server's suites.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...mocking],
          // Each worker keeps its module cache from file to file (jsdom, React and the app load once
          // per worker, not once per file): the suite took 53 CPU-s instead of 95 here. A file
          // leaves nothing behind: Testing Library unmounts after every test (src/test/setup.ts).
          isolate: false,
        },
      },
      // Files that replace a module or a global get a module cache of their own, as before.
      ...(mocking.length > 0
        ? [{ extends: true as const, test: { name: 'web-mocking', include: mocking } }]
        : []),
    ],
  },
});
