import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { buildIfChanged, sourceFilesOf } from './buildIfChanged.mjs';

/** A repository of one app whose "build" writes dist/main.js; `builds` counts the builds run. */
function makeRepo() {
  const root = mkdtempSync(path.join(tmpdir(), 'build-if-changed-'));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('app/src/main.ts', 'export const a = 1;\n');
  write('app/src/main.test.ts', 'test\n');
  write('package-lock.json', '{}\n');
  const target = {
    name: 'app',
    label: 'App',
    sources: ['app', 'package-lock.json'],
    outputs: ['app/dist/main.js'],
    stamp: 'app/dist/.build-stamp',
    command: ['build'],
  };
  let builds = 0;
  const run = () => {
    builds++;
    write('app/dist/main.js', 'built\n');
    return true;
  };
  const build = (options = {}) => buildIfChanged([target], { root, run, log: () => {}, ...options });
  return { root, write, target, build, builds: () => builds };
}

for (const withGit of [false, true]) {
  describe(`build only when needed (${withGit ? 'git checkout' : 'no git: folders walked'})`, () => {
    let repo;
    beforeEach(() => {
      repo = makeRepo();
      if (withGit) {
        writeFileSync(path.join(repo.root, '.gitignore'), 'dist/\nnode_modules/\n');
        spawnSync('git', ['init', '-q'], { cwd: repo.root });
        spawnSync('git', ['add', '.'], { cwd: repo.root });
      }
    });
    afterEach(() => rmSync(repo.root, { recursive: true, force: true }));

    it('builds when there is no build, then skips while nothing changed', () => {
      assert.deepEqual(repo.build(), { ok: true, built: ['app'] });
      assert.deepEqual(repo.build(), { ok: true, built: [] });
      assert.equal(repo.builds(), 1);
    });

    it('rebuilds when a source changes, or a new source appears, but not for a test file', () => {
      repo.build();
      repo.write('app/src/main.ts', 'export const a = 2;\n');
      assert.deepEqual(repo.build().built, ['app']);
      repo.write('app/src/extra.ts', 'export const b = 1;\n');
      assert.deepEqual(repo.build().built, ['app']);
      repo.write('app/src/main.test.ts', 'another test\n');
      assert.deepEqual(repo.build().built, []);
      assert.equal(repo.builds(), 3);
    });

    it('rebuilds when the build output is gone', () => {
      repo.build();
      rmSync(path.join(repo.root, 'app/dist'), { recursive: true });
      assert.deepEqual(repo.build().built, ['app']);
    });

    it('rebuilds when the last build failed (no stamp), and always when asked', () => {
      const failing = repo.build({ run: () => false });
      assert.deepEqual(failing, { ok: false, built: [], failed: 'app' });
      assert.deepEqual(repo.build().built, ['app']);
      assert.deepEqual(repo.build({ always: true }).built, ['app']);
    });

    it('never counts the build output or ignored folders as sources', () => {
      repo.build();
      repo.write('app/node_modules/pkg/index.js', 'x\n');
      assert.deepEqual(sourceFilesOf(repo.target, repo.root), ['app/src/main.ts', 'package-lock.json']);
    });
  });
}
