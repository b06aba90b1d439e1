import { execFile, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openServerDatabase } from '../db/serverDatabase';
import { registerUser } from '../test/factories';
import { RELAXED_RATE_LIMITS, testConfig } from '../test/testApp';

/**
 * Every operator command beside a running server reaches the server's own database (the embedded
 * PostgreSQL: the write is seen by the server at once): never a second PostgreSQL on one folder.
 */

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
const root = await mkdtemp(path.join(os.tmpdir(), 'sidecamp-beside-'));
// PostgreSQL runs as an unprivileged user when tests run as root: it must pass through the folders.
await chmod(root, 0o711);
afterAll(() => rm(root, { recursive: true, force: true }));

type Outcome = { code: number; output: string };

/** An operator command as `npm run …` runs it: its own process, from source through tsx. */
function runCommand(script: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: SERVER_ROOT, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const COMMANDS: Array<[string, string, string[]]> = [
  ['booths:close-weeks', 'src/modules/booths/closeWeeks.main.ts', []],
  ['alarms:remind-tasks', 'src/modules/alarms/remindTasks.main.ts', []],
  ['projects:succession', 'src/modules/projects/succession.main.ts', []],
  ['seed', 'src/seed/seed.main.ts', []],
  ['backup', 'src/ops/backup/backup.main.ts', ['--out', path.join(root, 'backups')]],
];

const grant = (email: string, env: Record<string, string>) =>
  runCommand('src/modules/admin/admin.main.ts', ['grant', email], env);

/** The app as the server runs it on the configured embedded database, sessions read on every request. */
async function startServerOn(env: Record<string, string>, role: 'server' | 'command' = 'server') {
  const config = testConfig({ ...env, SESSION_CACHE_SECONDS: '0', ...RELAXED_RATE_LIMITS });
  const opened = await openServerDatabase(config, { role });
  const built = await buildApp({ config, database: opened.database });
  return {
    ...built,
    ...opened,
    close: async () => {
      await built.app.close();
      await built.events.stop();
      await opened.database.close();
    },
  };
}

const auditStatus = async (app: Awaited<ReturnType<typeof startServerOn>>['app'], cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie } })).statusCode;

describe('operator commands beside a running embedded PostgreSQL server', () => {
  it('join the server’s PostgreSQL: the grant is seen by the server at once, and its PostgreSQL keeps running', async () => {
    const dataDir = path.join(root, 'embedded');
    const env = { DATA_DIR: dataDir };
    const server = await startServerOn(env);
    const postmaster = path.join(dataDir, 'postgres', 'cluster', 'postmaster.pid');
    try {
      const lockBefore = await readFile(postmaster, 'utf8');
      const erin = await registerUser(server.app);
      expect(await auditStatus(server.app, erin.cookie)).toBe(403);

      const applied = await grant(erin.email, env);
      expect(applied.code, applied.output).toBe(0);
      expect(applied.output).toMatch(/started by another Sidecamp process.*is now an admin/s);
      expect(await auditStatus(server.app, erin.cookie)).toBe(200);

      for (const [name, script, args] of COMMANDS) {
        const outcome = await runCommand(script, args, env);
        expect(outcome.code, `${name}: ${outcome.output}`).toBe(0);
        expect(outcome.output, name).toMatch(
          /started by another Sidecamp process|running embedded PostgreSQL/,
        );
      }
      // The server's PostgreSQL is the one that was running, never stopped or replaced by a command.
      expect(await readFile(postmaster, 'utf8')).toBe(lockBefore);
      expect(await auditStatus(server.app, erin.cookie)).toBe(200);
    } finally {
      await server.close();
    }
  }, 300_000);

  it('a server that starts while a command runs the embedded PostgreSQL takes it over: the command ending does not stop it', async () => {
    const dataDir = path.join(root, 'handover');
    const env = { DATA_DIR: dataDir };
    // A command that found no server, started PostgreSQL and is still at work (a long backup, say).
    const command = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { startEmbeddedPostgres } = await import(${JSON.stringify(path.resolve(import.meta.dirname, '../db/embeddedPostgres.ts'))});
         const embedded = await startEmbeddedPostgres({ dir: ${JSON.stringify(path.join(dataDir, 'postgres'))}, role: 'command' });
         console.log('started');
         process.stdin.once('data', async () => { await embedded.stop(); process.exit(0); });`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      command.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
      command.once('exit', () => reject(new Error('the command ended before starting PostgreSQL')));
    });

    const server = await startServerOn(env);
    try {
      expect(server.notices.join(' ')).toMatch(/this server runs it from now on/);
      const before = await registerUser(server.app);
      // The command finishes and stops "its" PostgreSQL: it is the server's now, and stays up.
      command.stdin?.write('done\n');
      await new Promise((resolve) => command.once('exit', resolve));
      expect(command.exitCode).toBe(0);
      const after = await registerUser(server.app);
      expect(after.no).toBeGreaterThan(before.no);
    } finally {
      await server.close();
    }
    // The server stopped it when it closed.
    await expect(readFile(path.join(dataDir, 'postgres', 'cluster', 'postmaster.pid'))).rejects.toThrow();
  }, 300_000);
});
