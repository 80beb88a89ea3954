// Sums the JSON reports of Vitest and Playwright into the closing line "N passed, N failed".
// Usage: summarize.mjs --vitest a.json [--vitest b.json …] --playwright e2e.json [--failed "step" …]
//        [--passed "step" …]
// A report that is missing counts as one failure (the suite did not run); so does every
// --failed step (a CI check outside the test runners that refused). Every --passed step is one
// passed check (e.g. the bundle budget).
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const take = (flag) => args.flatMap((a, i) => (a === flag && i + 1 < args.length ? [args[i + 1]] : []));

let passed = 0;
let failed = 0;
for (const file of take('--vitest')) {
  if (!existsSync(file)) {
    console.log(`no report ${file}: the suite did not run`);
    failed += 1;
    continue;
  }
  const v = JSON.parse(readFileSync(file, 'utf8'));
  passed += v.numPassedTests;
  failed +=
    v.numFailedTests + (v.numTotalTestSuites > 0 && v.success === false && v.numFailedTests === 0 ? 1 : 0);
}
for (const file of take('--playwright')) {
  if (!existsSync(file)) {
    console.log(`no report ${file}: the suite did not run`);
    failed += 1;
    continue;
  }
  const e = JSON.parse(readFileSync(file, 'utf8'));
  passed += e.stats.expected + e.stats.flaky;
  failed += e.stats.unexpected + (e.errors?.length ?? 0);
}
for (const step of take('--passed')) {
  console.log(`passed: ${step}`);
  passed += 1;
}
for (const step of take('--failed')) {
  console.log(`failed: ${step}`);
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
