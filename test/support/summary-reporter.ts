/**
 * Ends every test run with the plain line `N passed, N failed[, N skipped]`, which CI
 * reads to count results whatever the runner. With coverage on, the line is printed
 * after the coverage summary so that it stays the last line.
 */
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  private line = '';
  private coverage = false;

  onInit(vitest: Vitest): void {
    this.coverage = Boolean(vitest.config.coverage?.enabled);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    this.line = `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
    // Coverage is only reported when every test passed (vitest's default); then it
    // prints after this hook, and the line waits for onFinishedReportCoverage.
    if (!this.coverage || failed > 0) {
      process.stdout.write(`\n${this.line}\n`);
      this.line = '';
    }
  }

  onFinishedReportCoverage(): void {
    if (this.line) process.stdout.write(`\n${this.line}\n`);
    this.line = '';
  }
}
