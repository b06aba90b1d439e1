import { deploy } from './scaleout.deploy';

/**
 * Deploys the scale-out test's fresh copy ahead of the test (the documented `npm ci && npm run
 * build` in a copy of the tracked files) and prints its folder, which the test then reuses through
 * SCALEOUT_CHECKOUT. .ci/run starts this in the background once the packages are installed, so the
 * copy's install and build overlap the other steps instead of waiting for their turn; the test
 * checks the same things of a copy built either way.
 */
const deployment = deploy();
process.stdout.write(`${deployment.dir}\n`);
