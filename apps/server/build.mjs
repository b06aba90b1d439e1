// Builds the production server: one ES module, apps/server/dist/main.js, run by plain `node`
// (`npm start`), so no TypeScript compiler runs when the server starts. The workspace package
// @sidecamp/domain (TypeScript source) is bundled in; every npm dependency stays external and is
// loaded from node_modules as usual (native modules such as argon2 and sharp cannot be bundled).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
// Every package the server names stays external (a CommonJS package bundled into an ES module
// breaks on its own require calls); only the workspace's TypeScript package is compiled in.
const external = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.devDependencies ?? {}),
].filter((name) => name !== '@sidecamp/domain');

// Tests that start server processes build a copy of their own (SERVER_BUILD_OUTFILE), so no test
// rewrites the dist/main.js another is starting from.
const outfile = process.env.SERVER_BUILD_OUTFILE ?? path.join(serverRoot, 'dist/main.js');
const started = Date.now();
const result = await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A dependency's subpath (drizzle-orm/pg-core, pg-copy-streams/...) is external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  // Stack traces name the source files (node --enable-source-maps reads the map).
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `Server built to ${path.relative(path.join(serverRoot, '../..'), outfile)} in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KiB with its source map).`,
);
