import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The scale-out test deploys as docs/operations.md and deploy/systemd/sidecamp@.service say: a fresh copy of
 * the repository (what `git clone` checks out), the documented build steps run in it, and the
 * servers started with the unit's own ExecStart and WorkingDirectory. Nothing is built the test's
 * own way, so a build step that stops producing what the unit runs fails here.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SYSTEMD_UNIT = path.join(REPO_ROOT, 'deploy', 'systemd', 'sidecamp@.service');
const OPERATIONS = path.join(REPO_ROOT, 'docs', 'operations.md');
/** Where the unit and the operations guide put the code. */
const INSTALL_DIR = '/opt/sidecamp';

function unitSetting(unit: string, name: string): string {
  const found = new RegExp(`^${name}=(.+)$`, 'm').exec(unit)?.[1]?.trim();
  if (!found) throw new Error(`${SYSTEMD_UNIT} has no ${name}= line`);
  return found;
}

/**
 * The build steps, as the unit's header and the operations guide's deployment section state them; they must
 * be the same words in both.
 */
export function documentedBuildSteps(): string {
  const unit = readFileSync(SYSTEMD_UNIT, 'utf8');
  const inUnit = /checked out in \/opt\/sidecamp after `([^`]+)`/.exec(unit)?.[1];
  const inGuide = /The code lives in `\/opt\/sidecamp` after `([^`]+)`/.exec(
    readFileSync(OPERATIONS, 'utf8'),
  )?.[1];
  if (!inUnit) throw new Error(`${SYSTEMD_UNIT} no longer says which steps build the code`);
  if (inUnit !== inGuide)
    throw new Error(`docs/operations.md says \`${inGuide}\` but ${SYSTEMD_UNIT} says \`${inUnit}\``);
  return inUnit;
}

/**
 * The environment an operator's shell would give the build: this process's, without what the test
 * runner adds. vitest sets NODE_ENV=test, and a Vite build under it bundles React's development
 * build, which is neither what production serves nor inside the bundle budget.
 */
function operatorShell(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
}

export type Deployment = {
  /** The checkout, in place of /opt/sidecamp. */
  dir: string;
  /** The unit's ExecStart in this checkout: the node binary running the tests, then its arguments. */
  command: string[];
  remove: () => Promise<void>;
};

/**
 * A fresh copy of the repository's tracked files (HEAD plus uncommitted changes to tracked files,
 * as `git stash create` records them; files never added to git are left out, as a clone would),
 * built with the documented steps. SCALEOUT_CHECKOUT names an already deployed copy to reuse.
 */
export function deploy(): Deployment {
  const unit = readFileSync(SYSTEMD_UNIT, 'utf8');
  const reused = process.env.SCALEOUT_CHECKOUT;
  // Read either way: the unit and the guide must name the same steps (CI, which deploys its own
  // checkout, runs exactly these).
  const steps = documentedBuildSteps();
  let dir = reused ?? '';
  if (!reused) {
    dir = mkdtempSync(path.join(tmpdir(), 'sidecamp-scaleout-checkout-'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const revision = git('stash', 'create') || git('rev-parse', 'HEAD');
    const archived = spawnSync('sh', ['-c', `git archive ${revision} | tar -x -C "${dir}"`], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    if (archived.status !== 0) throw new Error(`copying the repository failed:\n${archived.stderr}`);
    const built = spawnSync('sh', ['-c', steps], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...operatorShell(), npm_config_audit: 'false', npm_config_fund: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (built.status !== 0)
      throw new Error(
        `\`${steps}\` failed in a fresh copy:\n${built.stdout.slice(-5000)}\n${built.stderr.slice(-5000)}`,
      );
  }
  const workingDirectory = unitSetting(unit, 'WorkingDirectory');
  if (workingDirectory !== INSTALL_DIR) throw new Error(`the unit's WorkingDirectory is not ${INSTALL_DIR}`);
  const [binary, ...args] = unitSetting(unit, 'ExecStart').split(/\s+/);
  if (!binary || path.basename(binary) !== 'node') throw new Error(`the unit's ExecStart does not run node`);
  const command = args.map((arg) => arg.replace(INSTALL_DIR, dir));
  for (const arg of command)
    if (arg.startsWith(dir) && !existsSync(arg))
      throw new Error(`the documented build did not make ${arg.slice(dir.length + 1)}, which the unit runs`);
  return {
    dir,
    command,
    // Asynchronous: removing a built copy's node_modules takes long on a busy machine, and a
    // synchronous remove would stop the test's own timers meanwhile.
    remove: async () => {
      if (!reused) await rm(dir, { recursive: true, force: true });
    },
  };
}
