// `npm run check:structure`: fails on any break of the module-shape rules (rules.mjs) that is not
// in baseline.json. The baseline lists what the code held when the check came in; it may only
// shrink: a fixed entry is reported so it is taken out (`--update` rewrites the file).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findViolations } from './rules.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const baselinePath = fileURLToPath(new URL('./baseline.json', import.meta.url));
const listed = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));
const files = {};
for (const file of listed) {
  try {
    files[file] = readFileSync(`${root}${file}`, 'utf8');
  } catch {
    // Deleted in the working tree but still in the index: nothing to check.
  }
}
const violations = findViolations(files);

if (process.argv.includes('--update')) {
  writeFileSync(baselinePath, `${JSON.stringify(violations, null, 2)}\n`);
  console.log(`baseline.json now lists ${violations.length} known violations.`);
  process.exit(0);
}
const baseline = new Set(JSON.parse(readFileSync(baselinePath, 'utf8')));
const added = violations.filter((violation) => !baseline.has(violation));
const fixed = [...baseline].filter((violation) => !violations.includes(violation));
for (const violation of fixed) console.log(`fixed (take it out of baseline.json): ${violation}`);
if (added.length > 0) {
  console.error(`The module shape (docs/STYLE.md) is broken in ${added.length} new place(s):`);
  for (const violation of added) console.error(`  ${violation}`);
  process.exit(1);
}
console.log(
  `Module shape: no new violations (${violations.length} known, listed in tools/structure/baseline.json${fixed.length ? `; ${fixed.length} fixed` : ''}).`,
);
