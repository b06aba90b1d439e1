/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its standard simulated throttling: a mid-range
 * phone on slow 4G) of the main pages, on Debian's Chromium, against the built app served by the
 * real server with the demo community. Prints performance, LCP, TBT, CLS and bytes per page, checks
 * them against the targets and saves the summary under bench/results/.
 *
 * LIGHTHOUSE_URL=http://127.0.0.1:3000 measures a server that is already running instead;
 * LIGHTHOUSE_PORT (3290) is the port of the server it starts otherwise.
 * LIGHTHOUSE_PAGES=/projects,/lounge limits the pages. LIGHTHOUSE_RUNS (3) runs each page that many
 * times and keeps the median run by performance score, as Lighthouse's own docs advise.
 * LIGHTHOUSE_REPORTS=1 also saves each page's full report (the last run) for a closer look.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? '/projects,/projects/1,/lounge,/people,/booths/1,/booths/ranking'
).split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Issue 32 item 4: a phone paints every public page in under 1.5 s. */
const TARGETS = { performance: 0.98, lcpMs: 1500, cls: 0.05, tbtMs: 150 };

type PageFigures = {
  page: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKiB: number;
  lcpElement?: string;
};

/** A data folder of the run's own: the server's embedded PostgreSQL lives there, removed at the end. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-lighthouse-'));

async function startServer(port: number): Promise<{ url: string; child?: ChildProcess }> {
  const url = `http://127.0.0.1:${port}`;
  // Another server on the port would answer the readiness check below and be measured instead.
  const occupied = await fetch(url).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`something already answers on ${url}: stop it or set LIGHTHOUSE_PORT`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      // Seeding finishes before the projects list answers with the demo projects.
      const response = await fetch(`${url}/api/projects`);
      if (response.ok && ((await response.json()) as { items: unknown[] }).items.length > 0) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, child };
}

const numeric = (audits: Record<string, { numericValue?: number }>, id: string) =>
  audits[id]?.numericValue ?? Number.NaN;

async function audit(url: string, port: number): Promise<Omit<PageFigures, 'page'>> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.LIGHTHOUSE_REPORTS === '1') {
    const outDir = path.join(REPO_ROOT, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    const name = new URL(url).pathname.replaceAll('/', '_') || '_';
    writeFileSync(path.join(outDir, `lighthouse-report${name}.json`), JSON.stringify(lhr));
  }
  const audits = lhr.audits as Record<string, { numericValue?: number; details?: unknown }>;
  const lcpDetails = audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return {
    performance: lhr.categories.performance?.score ?? 0,
    fcpMs: Math.round(numeric(audits, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(audits, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(audits, 'total-blocking-time')),
    cls: Math.round(numeric(audits, 'cumulative-layout-shift') * 1000) / 1000,
    transferredKiB: Math.round(numeric(audits, 'total-byte-weight') / 1024),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

const meets = (figures: PageFigures) =>
  figures.performance >= TARGETS.performance &&
  figures.lcpMs < TARGETS.lcpMs &&
  figures.cls < TARGETS.cls &&
  figures.tbtMs < TARGETS.tbtMs;

/**
 * One audit in a fresh browser (and profile): every run is a first visit with a cold cache.
 * Lighthouse sometimes fails to record the trace (NO_NAVSTART, "run Lighthouse again"): such a run
 * is repeated once in a new browser; a second failure stops the measurement.
 */
async function auditWithRetry(url: string): Promise<Omit<PageFigures, 'page'>> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      return await audit(url, chrome.port);
    } catch (error) {
      const retriable = error instanceof Error && /run Lighthouse again/i.test(error.message);
      if (!retriable || attempt >= 2) throw error;
      console.warn(`${url}: ${error.message} Running it again.`);
    } finally {
      await chrome.kill();
    }
  }
}

async function main() {
  const server = process.env.LIGHTHOUSE_URL
    ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), child: undefined }
    : await startServer(Number(process.env.LIGHTHOUSE_PORT ?? 3290));
  const rows: PageFigures[] = [];
  try {
    for (const page of PAGES) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push({ page, ...(await auditWithRetry(`${server.url}${page}`)) });
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)] as PageFigures;
      rows.push(median);
      console.log(
        `${page.padEnd(16)} performance ${median.performance.toFixed(2)}  FCP ${median.fcpMs} ms  LCP ${median.lcpMs} ms  TBT ${median.tbtMs} ms  CLS ${median.cls}  ${median.transferredKiB} KiB  ${meets(median) ? 'ok' : 'BELOW TARGET'}`,
      );
      if (median.lcpElement) console.log(`${''.padEnd(16)} LCP element: ${median.lcpElement.slice(0, 120)}`);
    }
  } finally {
    const child = server.child;
    if (child && child.exitCode === null) {
      // SIGTERM: the server stops its embedded PostgreSQL before it exits.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  const outDir = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `lighthouse-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(file, JSON.stringify({ targets: TARGETS, runsPerPage: RUNS, rows }, null, 2));
  console.log(`\nSaved ${path.relative(REPO_ROOT, file)}`);
  if (process.env.LIGHTHOUSE_ENFORCE === '1' && !rows.every(meets)) process.exitCode = 1;
}

await main();
