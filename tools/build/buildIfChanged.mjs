/**
 * Builds the web app and the server only when their build is missing or their sources changed.
 *
 *   node tools/build/buildIfChanged.mjs [web] [server]    what `npm start` runs: skip what is up to date
 *   node tools/build/buildIfChanged.mjs --always          what `npm run build` runs: build everything
 *
 * A build's stamp is a SHA-256 of its sources (each file's path and bytes, the Node.js version and
 * the build command), written beside the build once it has succeeded. A start compares the sources'
 * stamp with the written one and rebuilds when they differ, when the stamp is missing (a build that
 * failed or was interrupted writes none), or when a file the server loads is gone. Sources are the
 * files git knows or would add (`git ls-files`, so ignored folders such as node_modules and dist
 * never count); outside a git checkout (an unpacked release) the folders are walked instead.
 * Contents, not modification times, are hashed: a checkout or a copy touches every time without
 * changing a byte, and hashing them (~640 files for the web app, ~470 for the server) takes about 0.3 s.
 */

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @typedef {{ name: string, label: string, sources: string[], outputs: string[], stamp: string, command: string[] }} Target */

/** Both builds, in the order `npm run build` runs them. Paths are relative to the repository root. */
export const TARGETS = /** @type {Target[]} */ ([
  {
    name: 'web',
    label: 'Web app',
    sources: ['apps/web', 'packages/domain', 'package-lock.json', 'tsconfig.base.json'],
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'],
    // Not in dist/: the server sends every file there to anyone who asks.
    stamp: 'apps/web/dist-server/.build-stamp',
    command: ['npm', 'run', 'build', '-w', '@sidecamp/web'],
  },
  {
    name: 'server',
    label: 'Server',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/domain',
      'package-lock.json',
    ],
    outputs: ['apps/server/dist/main.js'],
    stamp: 'apps/server/dist/.build-stamp',
    command: ['npm', 'run', 'build', '-w', '@sidecamp/server'],
  },
]);

/** Folders that are build output or installed packages, never sources (only for the walk without git). */
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'coverage',
  'test-results',
  '.git',
  '.vite',
]);
/** Tests are sources of no build: changing one does not rebuild. */
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

function gitFiles(root, sources) {
  const result = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...sources],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0 || result.error) return null;
  return result.stdout.split('\0').filter(Boolean);
}

function walkFiles(root, sources) {
  const out = [];
  const visit = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    let entries;
    try {
      entries = readdirSync(full, { withFileTypes: true });
    } catch {
      out.push(relative);
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory() && NOT_SOURCES.has(entry.name)) continue;
      visit(path.posix.join(relative, entry.name));
    }
  };
  for (const source of sources) visit(source);
  return out;
}

/** The source files of a target, relative to the root, sorted; tests left out. */
export function sourceFilesOf(target, root = REPO_ROOT) {
  const inGit = existsSync(path.join(root, '.git')) ? gitFiles(root, target.sources) : null;
  const files = inGit ?? walkFiles(root, target.sources);
  return [...new Set(files)].filter((file) => !TEST_FILE.test(file)).sort();
}

/** The stamp the target's sources have now. */
export function currentStamp(target, root = REPO_ROOT) {
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\0${target.command.join(' ')}\0`);
  for (const file of sourceFilesOf(target, root)) {
    hash.update(`${file}\0`);
    // A file git still lists but that was deleted counts as gone (its path alone).
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(readFileSync(full));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why the target must be built, or null when its build is up to date. */
export function reasonToBuild(target, stamp, root = REPO_ROOT) {
  const missing = target.outputs.find((output) => !existsSync(path.join(root, output)));
  if (missing) return `${missing} is missing`;
  const stampFile = path.join(root, target.stamp);
  if (!existsSync(stampFile)) return 'no stamp of a finished build';
  if (readFileSync(stampFile, 'utf8').trim() !== stamp) return 'its sources changed';
  return null;
}

export function writeStamp(target, stamp, root = REPO_ROOT) {
  const stampFile = path.join(root, target.stamp);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${stamp}\n`);
}

/**
 * Builds each target that needs it (all of them with `always`) and stamps it. The stamp is taken
 * before the build, so a source edited while it runs makes the next start build again.
 * `run` runs a build command and says whether it succeeded.
 */
export function buildIfChanged(
  targets,
  { always = false, root = REPO_ROOT, run = runCommand, log = console.log } = {},
) {
  const built = [];
  for (const target of targets) {
    const stamp = currentStamp(target, root);
    const reason = always ? 'asked for' : reasonToBuild(target, stamp, root);
    if (!reason) {
      log(`${target.label}: up to date, not rebuilt (sources unchanged since the last build).`);
      continue;
    }
    log(`${target.label}: building (${reason})…`);
    if (!run(target.command, root)) return { ok: false, built, failed: target.name };
    writeStamp(target, stamp, root);
    built.push(target.name);
  }
  return { ok: true, built };
}

function runCommand(command, root) {
  const [program, ...args] = command;
  const result = spawnSync(program, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return result.status === 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !TARGETS.some((target) => target.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown build ${unknown.join(', ')}; known: ${TARGETS.map((target) => target.name).join(', ')}.`,
    );
    process.exit(2);
  }
  const targets = names.length === 0 ? TARGETS : TARGETS.filter((target) => names.includes(target.name));
  const result = buildIfChanged(targets, { always: args.includes('--always') });
  if (!result.ok) {
    console.error(`The ${result.failed} build failed.`);
    process.exit(1);
  }
}
