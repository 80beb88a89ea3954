// Sums the JSON reports of Vitest and Playwright into the closing line "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, e2eFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests;
  failed +=
    v.numFailedTests + (v.numTotalTestSuites > 0 && v.success === false && v.numFailedTests === 0 ? 1 : 0);
} else {
  failed += 1; // no report: the suite did not run
}
if (e2eFile && existsSync(e2eFile)) {
  const e = JSON.parse(readFileSync(e2eFile, 'utf8'));
  passed += e.stats.expected + e.stats.flaky;
  failed += e.stats.unexpected + (e.errors?.length ?? 0);
} else {
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
