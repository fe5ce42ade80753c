/**
 * The scanner's real budget on the input that makes kro's scan quadratic. Kept out of the
 * scanner mutation group: 20 million steps take 0.2 s here but minutes in Stryker's
 * instrumented code; the group checks the limit with small budgets (scanner-kro.test.ts).
 */
import { expect, it } from 'vitest';
import { MAX_SCAN_STEPS, scanTemplate } from '../../src/template/scanner.js';

it('gives up with a limit error instead of scanning quadratically', () => {
  // 20,000 unterminated `${"`: each search runs to the end of the 60,000 characters.
  const scan = scanTemplate('${"'.repeat(20_000));
  expect(scan.error).toMatchObject({ limit: true, message: `the string holds too many unterminated \`\${\` to scan (more than ${MAX_SCAN_STEPS} steps)` });
});
