// The module-shape rules of docs/STYLE.md as data: which imports cross a face, which areas import each
// other, which files are too long. Pure: it reads the files it is given and nothing else, so the
// check (check.mjs) and its test (rules.test.mjs) run the same code on the real tree and on a
// made-up one.
import path from 'node:path';

export const MAX_LINES = 500;
export const SERVER_MODULES = 'apps/server/src/modules/';
export const WEB_FEATURES = 'apps/web/src/features/';
export const WEB_UI = 'apps/web/src/ui/';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
export const isTest = (file) =>
  /\.(test|spec|int\.test)\.(ts|tsx|mjs)$/.test(file) ||
  /\.testing\.ts$/.test(file) ||
  /\/(test|tests|__tests__)\//.test(file);
const isSeed = (file) => /\/seed\//.test(file);

/** Every import specifier of a file (static, dynamic and re-exports). */
export function importsOf(text) {
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

/** The area (module or feature) a path lies in below `root`, or null. */
function areaOf(file, root) {
  return file.startsWith(root) ? file.slice(root.length).split('/')[0] : null;
}

/** A path that names an area's face: the folder itself or its index file. */
function isFace(target, root) {
  const rest = target.slice(root.length).split('/');
  return rest.length === 1 || (rest.length === 2 && /^index(\.[cm]?[jt]sx?)?$/.test(rest[1]));
}

/**
 * The violations of one tree. `files` maps repository-relative paths to their text; tests and
 * seed data are exempt from the length rule, and tests from the face rule (a test may reach into
 * what it tests), but not from cycles.
 */
export function findViolations(files) {
  const violations = [];
  const pairs = { server: new Set(), web: new Set() };
  for (const [file, text] of Object.entries(files)) {
    if (!SOURCE.test(file) || file.endsWith('.d.ts')) continue;
    const test = isTest(file);
    if (!test && !isSeed(file)) {
      const lines = text.split('\n').length;
      // The key names the file only, so a known long file does not count as new when it changes.
      if (lines > MAX_LINES) violations.push(`too long: ${file} (over ${MAX_LINES} lines)`);
    }
    for (const spec of importsOf(text)) {
      if (!spec.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      for (const [kind, root] of [
        ['server', SERVER_MODULES],
        ['web', WEB_FEATURES],
      ]) {
        const from = areaOf(file, root);
        const to = areaOf(target, root);
        if (!to || from === to) continue;
        // Only area-to-area imports count: app.ts, db/schema.ts and the router compose the areas
        // (the router imports each feature's routes.ts, whose pages load lazily by their own path
        // so that each is its own chunk).
        if (!from) continue;
        if (!test) pairs[kind].add(`${from}>${to}`);
        if (!test && !isFace(target, root)) {
          violations.push(`past a face: ${file} imports ${target} (import ${root}${to} instead)`);
        }
      }
      if (file.startsWith(WEB_UI) && target.startsWith(WEB_FEATURES)) {
        violations.push(`ui imports a feature: ${file} imports ${target}`);
      }
    }
  }
  for (const [kind, set] of Object.entries(pairs)) {
    for (const pair of set) {
      const [a, b] = pair.split('>');
      if (a < b && set.has(`${b}>${a}`))
        violations.push(`cycle: ${kind} areas ${a} and ${b} import each other`);
    }
  }
  return violations.sort();
}
