/**
 * What a capacity step measured: every request-response pair (HTTP requests and the socket calls
 * that wait for an answer) with its latency, the errors, and the socket events heard. A recorder
 * only counts while `open`; the run opens it for a step's measuring window.
 */
export type StepFigures = {
  requests: number;
  errors: number;
  errorRate: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  actions: number;
  /** Chat messages heard on the sockets, and how long after sending (same process, so same clock). */
  deliveries: number;
  deliveryP99Ms: number;
  /** Per route: count, mean and p99, to show which one breaks first. */
  routes: Record<string, { count: number; errors: number; meanMs: number; p99Ms: number }>;
  /** Error kinds (status codes, time-outs, socket drops) and how many. */
  errorKinds: Record<string, number>;
};

const round = (value: number) => Math.round(value * 10) / 10;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

class Series {
  values: number[] = [];
  errors = 0;
}

export class Recorder {
  open = false;
  private startedAt = 0;
  private series = new Map<string, Series>();
  private errorKinds = new Map<string, number>();
  private deliveryLatencies: number[] = [];
  private actionCount = 0;

  /** Starts a fresh window. */
  start(): void {
    this.series = new Map();
    this.errorKinds = new Map();
    this.deliveryLatencies = [];
    this.actionCount = 0;
    this.startedAt = performance.now();
    this.open = true;
  }

  private of(route: string): Series {
    let series = this.series.get(route);
    if (!series) {
      series = new Series();
      this.series.set(route, series);
    }
    return series;
  }

  /** A request that was answered (ok or not) or gave up after `latencyMs`. */
  request(route: string, latencyMs: number, error?: string): void {
    if (!this.open) return;
    const series = this.of(route);
    series.values.push(latencyMs);
    if (error) {
      series.errors += 1;
      this.errorKinds.set(`${route} ${error}`, (this.errorKinds.get(`${route} ${error}`) ?? 0) + 1);
    }
  }

  /** An error that is not a request of its own (a socket dropped, a handshake refused). */
  event(kind: string): void {
    if (!this.open) return;
    this.of(kind).errors += 1;
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
  }

  action(): void {
    if (this.open) this.actionCount += 1;
  }

  delivery(latencyMs: number): void {
    if (this.open) this.deliveryLatencies.push(latencyMs);
  }

  /** Closes the window and sums it up. */
  finish(): StepFigures {
    this.open = false;
    const seconds = (performance.now() - this.startedAt) / 1000;
    let requests = 0;
    let errors = 0;
    let sum = 0;
    const all: number[] = [];
    const routes: StepFigures['routes'] = {};
    for (const [route, series] of [...this.series].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = Float64Array.from(series.values).sort();
      const total = series.values.reduce((acc, value) => acc + value, 0);
      // A socket drop is an error without a request: it counts in the errors and as one more event.
      const count = Math.max(series.values.length, series.errors);
      requests += count;
      errors += series.errors;
      sum += total;
      for (const value of series.values) all.push(value);
      routes[route] = {
        count,
        errors: series.errors,
        meanMs: round(series.values.length ? total / series.values.length : 0),
        p99Ms: round(percentile(sorted, 99)),
      };
    }
    const sorted = Float64Array.from(all).sort();
    const deliveries = Float64Array.from(this.deliveryLatencies).sort();
    return {
      requests,
      errors,
      errorRate: requests ? errors / requests : 0,
      meanMs: round(all.length ? sum / all.length : 0),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? 0),
      requestsPerSecond: round(requests / seconds),
      actions: this.actionCount,
      deliveries: deliveries.length,
      deliveryP99Ms: round(percentile(deliveries, 99)),
      routes,
      errorKinds: Object.fromEntries(this.errorKinds),
    };
  }
}
