// Test files that replace modules or globals (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv). A
// suite that shares one module cache per worker (vitest's `isolate: false`, several times cheaper)
// runs these in an isolated project of their own: a mocked module or a stubbed global would
// otherwise reach the files that follow in the same worker, which failed when the order changed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

/** The test files under `folder` (relative to `root`) that replace a module or global, relative to `root`. */
export function filesThatMock(root, folder, pattern = /\.test\.tsx?$/) {
  const base = path.join(root, folder);
  return readdirSync(base, { recursive: true })
    .map((file) => String(file))
    .filter((file) => pattern.test(file) && REPLACES.test(readFileSync(path.join(base, file), 'utf8')))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .sort();
}
