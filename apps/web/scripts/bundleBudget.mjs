/**
 * The bundle budget (issue 16): what a first visit to the hub downloads before it can paint, i.e.
 * the entry chunk, the hub page's chunk, every chunk they import statically and their CSS, gzipped,
 * must stay at or under 176 KiB, in at most 20 files. Fails the build above either and names the
 * biggest chunks, so whoever pushed it over sees where the bytes went. (What a phone fetches until
 * the network is idle, the shell's overlays included, is checked against the real page by
 * e2e/phoneFirstVisit.spec.ts.) Other pages' first loads are printed for reference.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
// 175 KiB until issue 33: React Router's navigation blocker (the question before leaving a form
// with unsaved changes) lives in the router's chunk, which every first visit loads: 0.25 KiB.
const BUDGET_KIB = 176;
/** Files in that first load: each is a request on a phone's connection, and they came in a waterfall. */
const BUDGET_FILES = 20;
const HUB_PAGE = 'src/features/projects/pages/ProjectsHubPage.tsx';

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the build manifest names no entry');

/** The files a chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
function initialFiles(keys) {
  const seen = new Set();
  const out = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    out.add(chunk.file);
    for (const css of chunk.css ?? []) out.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...out];
}

const gzipCache = new Map();
const gzippedBytes = (file) => {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
};
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const total = (files) => files.reduce((sum, file) => sum + gzippedBytes(file), 0);

// The entry starts the app (src/boot.tsx) once a rendered page has painted: part of every first load.
const BOOT = 'src/boot.tsx';
if (!manifest[BOOT]) throw new Error(`the build manifest has no ${BOOT}`);
const hubFiles = initialFiles([entryKey, BOOT, HUB_PAGE]);
const hubBytes = total(hubFiles);
console.log(
  `hub route, first visit: ${kib(hubBytes)} KiB of JS+CSS gzipped in ${hubFiles.length} files (budget ${BUDGET_KIB} KiB, ${BUDGET_FILES} files)`,
);

const pages = Object.keys(manifest).filter((key) => /\/pages\/\w+Page\.tsx$/.test(key) && key !== HUB_PAGE);
const others = pages
  .map((page) => ({
    page: path.basename(page, '.tsx'),
    kib: kib(total(initialFiles([entryKey, BOOT, page]))),
  }))
  .sort((a, b) => b.kib - a.kib);
console.log(
  `other pages, first visit (largest first): ${others.map((o) => `${o.page} ${o.kib}`).join(', ')}`,
);

if (hubBytes > BUDGET_KIB * 1024) {
  const biggest = hubFiles
    .map((file) => ({ file, kib: kib(gzippedBytes(file)) }))
    .sort((a, b) => b.kib - a.kib)
    .slice(0, 12);
  console.error(`\nOver the bundle budget by ${kib(hubBytes - BUDGET_KIB * 1024)} KiB. Biggest files:`);
  for (const { file, kib: size } of biggest) console.error(`  ${String(size).padStart(6)} KiB  ${file}`);
  process.exitCode = 1;
}
if (hubFiles.length > BUDGET_FILES) {
  console.error(
    `\nThe hub's first load needs ${hubFiles.length} files, more than ${BUDGET_FILES}: see the chunk groups in vite.config.ts.`,
  );
  process.exitCode = 1;
}
