/**
 * What `npm start` runs: builds the web app and the server when their sources changed (a stamp,
 * tools/build/buildIfChanged.mjs), then runs the compiled server in this same process.
 *
 * One Node.js process rather than `npm run start -w @sidecamp/server` and a `node dist/main.js`
 * below it: each npm run and each process start cost about a second of a restart on this 2-core
 * machine, and a restart with nothing changed should answer within seconds (bench:coldstart).
 * The server runs as it does under `node --enable-source-maps dist/main.js` in apps/server.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfChanged, REPO_ROOT, TARGETS } from './build/buildIfChanged.mjs';

const result = buildIfChanged(TARGETS);
if (!result.ok) {
  console.error(`The ${result.failed} build failed; the server was not started.`);
  process.exit(1);
}

const serverRoot = path.join(REPO_ROOT, 'apps/server');
process.chdir(serverRoot);
// What --enable-source-maps does, for the modules imported from here on: stack traces name the
// TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(serverRoot, 'dist/main.js')).href);
