/**
 * StrykerJS for one mutation group (`RGDC_MUTATE_GROUP`, a name from `test/mutation/`).
 * `npm run mutate [-- GROUP ...]` is the way to run it: it sets the group, runs Stryker
 * through its API and checks the survivors against the group's reviewed list. This file
 * lets `RGDC_MUTATE_GROUP=semver npx stryker run` work the same way, for Stryker's own
 * HTML report.
 */
import { strykerOptions } from './test/mutation/options.mjs';

const group = process.env.RGDC_MUTATE_GROUP;
if (!group) throw new Error('set RGDC_MUTATE_GROUP to a group of test/mutation/ (or run npm run mutate)');
export default strykerOptions(group, { html: true });
