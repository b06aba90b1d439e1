import { type ChildProcess, fork, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A process the bench started, with its `pid` when known (the capacity and launch runs read its CPU time). */
export type Started = { url: string; stop: () => Promise<void>; pid?: number };

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The bare Fastify baseline; `env` may set BASELINE_PORT and BASELINE_PAGES_FILE (baseline-server.ts). */
export async function startBaseline(env: Record<string, string> = {}): Promise<Started> {
  const child = fork(fileURLToPath(new URL('./baseline-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { ready: string }).ready));
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return { url, pid: child.pid as number, stop: () => stopChild(child) };
}

/**
 * Starts the real Sidecamp server on the database `env` names (DATABASE_URL, or DATA_DIR for an
 * embedded PostgreSQL in that folder) and waits for health.
 */
export async function startSidecamp(port: number, env: Record<string, string> = {}): Promise<Started> {
  // Without either the server would use the checkout's own data folder, which is no bench's to fill.
  if (!env.DATABASE_URL && !env.DATA_DIR) throw new Error('startSidecamp: give DATABASE_URL or DATA_DIR');
  // BENCH_PROFILE_DIR: each server under test writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools), to see where a scenario's time goes.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Scenario set-ups build their data through the API far faster than a person writes (hundreds
      // of tasks, follows); the write limits themselves are tested in apps/server.
      WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
      WRITE_RATE_LIMITS: '*=1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Sidecamp exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error('Sidecamp did not become healthy within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid: child.pid as number, stop: () => stopChild(child) };
}
