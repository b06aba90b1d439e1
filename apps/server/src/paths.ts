import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). Computed from this file's own address, which is one
 * level below it both as source (src/paths.ts) and once bundled (dist/main.js), so files read at
 * run time (migrations, the web app) are found the same way from TypeScript and from the build.
 */
export const SERVER_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
