import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Visitors from a shared link: no cookie, a browser of their own. Each opens a fresh connection,
 * asks for the page's HTML, and once it has it asks for the stylesheet and the entry script the
 * HTML links (the two files a first visit cannot paint without) on two connections, as a browser
 * does with a page it has never seen. Other chunks, fonts and pictures are left out: they are
 * static files like these two and would only multiply the same figure.
 */

export type VisitorPage = { name: string; path: string; share: number };

export type Arrivals = {
  visitors: number;
  seconds: number;
  /** Visitors arriving in the first second, before the rest spread evenly over the remaining time. */
  burst: number;
};

/** When each visitor arrives (ms after the start) and which page they open, the same every run. */
export function schedule(
  arrivals: Arrivals,
  pages: readonly VisitorPage[],
): Array<{ at: number; page: number }> {
  const total = pages.reduce((sum, page) => sum + page.share, 0);
  const burst = Math.min(arrivals.burst, arrivals.visitors);
  const rest = arrivals.visitors - burst;
  const restMs = Math.max(0, arrivals.seconds - 1) * 1000;
  let seed = 42;
  // A fixed pseudo-random sequence, so the one-process, nginx and baseline runs see the same crowd.
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: arrivals.visitors }, (_, k) => {
    const at = k < burst ? (k / burst) * 1000 : 1000 + ((k - burst) / Math.max(1, rest)) * restMs;
    let roll = random() * total;
    let page = 0;
    while (page < pages.length - 1 && roll >= (pages[page]?.share ?? 0)) {
      roll -= pages[page]?.share ?? 0;
      page += 1;
    }
    return { at, page };
  });
}

const OUTCOMES = ['miss', 'shared', 'hit', 'refreshed', 'stale', 'uncached', 'none'] as const;
type Outcome = (typeof OUTCOMES)[number];

export type SeriesFigures = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  /** No answer: a refused or reset connection, or none within the time-out. */
  errors: number;
  non2xx: number;
  /** `x-page-cache` of the answers ('none': an HTML answer without it, the app shell). */
  cache?: Partial<Record<Outcome, number>>;
  bytes: number;
};

export type VisitorFigures = {
  visitors: number;
  seconds: number;
  /** Per page (the HTML) and `assets` (the two files each visitor then loads). */
  series: Record<string, SeriesFigures>;
  /** The HTML of the visitors who arrived in the first second: the miss storm. */
  storm: Record<string, SeriesFigures>;
  /** Every visitor request together. */
  all: SeriesFigures;
  errorKinds: Record<string, number>;
  /** How late this load generator's timers ran (p99): high means the figures include its own lag. */
  generatorLagP99Ms: number;
};

class Series {
  latencies: number[] = [];
  errors = 0;
  non2xx = 0;
  bytes = 0;
  cache = new Map<Outcome, number>();
  constructor(readonly isPage: boolean) {}

  figures(seconds: number): SeriesFigures {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (p: number) =>
      round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
    const requests = this.latencies.length;
    return {
      requests,
      requestsPerSecond: round(requests / seconds),
      p50Ms: at(50),
      p99Ms: at(99),
      maxMs: round(sorted.at(-1) ?? 0),
      meanMs: round(requests ? this.latencies.reduce((sum, value) => sum + value, 0) / requests : 0),
      errors: this.errors,
      non2xx: this.non2xx,
      ...(this.isPage ? { cache: Object.fromEntries([...this.cache].sort()) } : {}),
      bytes: this.bytes,
    };
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

const REQUEST_TIMEOUT_MS = 10_000;
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (launch bench visitor)',
};

type Answer = { status: number; latencyMs: number; bytes: number; cache: string | undefined; error?: string };

function get(agent: http.Agent, base: URL, path: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, latencyMs: performance.now() - started });
    };
    const req = http.request(
      { host: base.hostname, port: Number(base.port), path, method: 'GET', headers, agent },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('error', () => finish({ status: 0, bytes, cache: undefined, error: 'connection reset' }));
        res.on('end', () => {
          const cache = res.headers['x-page-cache'];
          finish({
            status: res.statusCode ?? 0,
            bytes,
            cache: typeof cache === 'string' ? cache : undefined,
          });
        });
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      finish({ status: 0, bytes: 0, cache: undefined, error: 'timeout' });
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({ status: 0, bytes: 0, cache: undefined, error: error.code ?? 'connection error' }),
    );
    req.end();
  });
}

/**
 * Lets the crowd of `arrivals` in on `baseUrl` and waits for every visitor's last answer. Each
 * visitor's requests are timed from sending to the answer's last byte (a new connection included).
 */
export async function runVisitors(options: {
  baseUrl: string;
  pages: readonly VisitorPage[];
  assets: readonly string[];
  arrivals: Arrivals;
}): Promise<VisitorFigures> {
  const base = new URL(options.baseUrl);
  const plan = schedule(options.arrivals, options.pages);
  const series = new Map<string, Series>();
  const storm = new Map<string, Series>();
  const all = new Series(false);
  const errorKinds = new Map<string, number>();
  const of = (map: Map<string, Series>, name: string, isPage: boolean) => {
    let found = map.get(name);
    if (!found) {
      found = new Series(isPage);
      map.set(name, found);
    }
    return found;
  };
  const note = (targets: Series[], name: string, answer: Answer, isPage: boolean) => {
    for (const target of targets) {
      target.latencies.push(answer.latencyMs);
      target.bytes += answer.bytes;
      if (answer.error) target.errors += 1;
      else if (answer.status < 200 || answer.status >= 300) target.non2xx += 1;
      if (isPage && !answer.error) {
        const outcome = (OUTCOMES as readonly string[]).includes(answer.cache ?? '')
          ? (answer.cache as Outcome)
          : 'none';
        target.cache.set(outcome, (target.cache.get(outcome) ?? 0) + 1);
      }
    }
    const kind = answer.error ?? (answer.status >= 200 && answer.status < 300 ? null : String(answer.status));
    if (kind) errorKinds.set(`${name} ${kind}`, (errorKinds.get(`${name} ${kind}`) ?? 0) + 1);
  };

  const visit = async (pageIndex: number, inStorm: boolean) => {
    const page = options.pages[pageIndex] as VisitorPage;
    // A browser of its own: keep-alive, at most two connections to the site, closed when it leaves.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    try {
      const html = await get(agent, base, page.path, PAGE_HEADERS);
      const targets = [of(series, page.name, true), all];
      if (inStorm) targets.push(of(storm, page.name, true));
      note(targets, page.name, html, true);
      if (html.error || html.status !== 200) return;
      const assetHeaders = { ...PAGE_HEADERS, accept: '*/*', referer: `${options.baseUrl}${page.path}` };
      const answers = await Promise.all(options.assets.map((asset) => get(agent, base, asset, assetHeaders)));
      for (const answer of answers) note([of(series, 'assets', false), all], 'assets', answer, false);
    } finally {
      agent.destroy();
    }
  };

  // In the pages' order, whoever answers first.
  for (const page of options.pages) {
    of(series, page.name, true);
    of(storm, page.name, true);
  }
  of(series, 'assets', false);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = performance.now();
  const visits: Promise<void>[] = [];
  for (const { at, page } of plan) {
    const wait = at - (performance.now() - started);
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    visits.push(visit(page, at < 1000));
  }
  await Promise.all(visits);
  const seconds = (performance.now() - started) / 1000;
  lag.disable();
  const figuresOf = (map: Map<string, Series>) =>
    Object.fromEntries([...map].map(([name, found]) => [name, found.figures(seconds)]));
  const stormFigures = Object.fromEntries([...storm].map(([name, found]) => [name, found.figures(1)]));
  return {
    visitors: plan.length,
    seconds: round(seconds),
    series: figuresOf(series),
    storm: stormFigures,
    all: all.figures(seconds),
    errorKinds: Object.fromEntries(errorKinds),
    generatorLagP99Ms: round(lag.percentile(99) / 1e6),
  };
}
