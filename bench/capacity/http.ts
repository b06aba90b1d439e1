import http from 'node:http';
import type { Recorder } from './recorder';

/** How long a simulated browser waits for an answer before it counts the request as failed. */
export const REQUEST_TIMEOUT_MS = 10_000;

export type Answer<T> = { status: number; body: T };

/**
 * One person's browser as the server sees it: its own keep-alive connections (at most six to the
 * host, as browsers do), its session cookie, and every request timed from the first byte sent to
 * the last byte of the answer. Each request is recorded under its route's pattern
 * (`GET /api/projects/:no`), so the figures show which route breaks first.
 */
export class BrowserClient {
  cookie = '';
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  private readonly host: string;
  private readonly port: number;

  constructor(
    baseUrl: string,
    private readonly recorder: Recorder | null,
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  /**
   * Sends a request and answers its status and parsed JSON body (null when there is none). A
   * time-out or a broken connection answers status 0. 2xx is success; anything else is an error
   * in the figures, with its status (and error code) as the kind.
   */
  request<T = unknown>(route: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (this.cookie) headers.cookie = this.cookie;
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (status: number, parsed: unknown, kind?: string) => {
        if (settled) return;
        settled = true;
        this.recorder?.request(route, performance.now() - started, kind);
        resolve({ status, body: parsed as T });
      };
      const req = http.request(
        { host: this.host, port: this.port, method, path, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', () => finish(0, null, 'connection reset'));
          res.on('end', () => {
            const setCookie = res.headers['set-cookie']?.[0];
            if (setCookie) {
              const pair = setCookie.split(';')[0] ?? '';
              // A cleared cookie (empty value) logs the browser out.
              this.cookie = pair.endsWith('=') ? '' : pair;
            }
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              parsed = text;
            }
            const status = res.statusCode ?? 0;
            const code = (parsed as { error?: { code?: string } } | null)?.error?.code;
            finish(
              status,
              parsed,
              status >= 200 && status < 300 ? undefined : `${status}${code ? ` ${code}` : ''}`,
            );
          });
        },
      );
      req.setTimeout(this.timeoutMs, () => {
        finish(0, null, 'timeout');
        req.destroy();
      });
      req.on('error', (error: NodeJS.ErrnoException) => finish(0, null, error.code ?? 'connection error'));
      req.end(payload);
    });
  }

  /** Like request, but a non-2xx answer throws: for building the data, where nothing may fail. */
  async must<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.request<T>(`${method} ${path}`, method, path, body);
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  close(): void {
    this.agent.destroy();
  }
}
