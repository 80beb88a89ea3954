#!/usr/bin/env node
// Reads a Playwright JSON report (`PLAYWRIGHT_JSON_OUTPUT_NAME=… npx playwright test --reporter=json`,
// CI keeps it as .ci-out/e2e.json) and writes e2e/durations.json: each spec file's seconds, summed
// over its tests (every attempt, retries too). e2e/playwright.config.ts splits the spec files between
// its apps by these figures with splitSpecs (issue 23: CI under 20 minutes). Usage: node scripts/e2e-durations.mjs <report.json>
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{ results?: { duration?: number }[] }} ReportTest
 * @typedef {{ tests?: ReportTest[] }} ReportSpec
 * @typedef {{ file?: string, specs?: ReportSpec[], suites?: ReportSuite[] }} ReportSuite
 */

/**
 * Seconds per spec file (its base name), one decimal.
 * @param {{ suites?: ReportSuite[] }} report
 * @returns {Record<string, number>}
 */
export function secondsPerFile(report) {
  /** @type {Record<string, number>} */
  const ms = {};
  /** @param {ReportSuite} suite @param {string} file */
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) ms[file] = (ms[file] ?? 0) + (result.duration ?? 0);
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites ?? []) visit(suite, path.basename(suite.file ?? 'unknown'));
  return Object.fromEntries(
    Object.entries(ms)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, total]) => [file, Math.round(total / 100) / 10]),
  );
}

/**
 * The spec files split into `shares` groups of about equal running time: the longest first, each
 * to the group with the least time so far (a new file without a record counts as the median). The
 * split depends only on the file names and the record, so every run and every machine splits alike.
 * @param {string[]} files
 * @param {Record<string, number>} seconds
 * @param {number} shares
 * @returns {string[][]}
 */
export function splitSpecs(files, seconds, shares) {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length > 0 ? (known[Math.floor(known.length / 2)] ?? 30) : 30;
  /** @param {string} file */
  const weight = (file) => seconds[file] ?? median;
  const sorted = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  const groups = Array.from({ length: shares }, () => ({ files: /** @type {string[]} */ ([]), total: 0 }));
  for (const file of sorted) {
    const lightest = groups.reduce((best, group) => (group.total < best.total ? group : best));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return groups.map((group) => group.files.sort());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = process.argv[2];
  if (!input) {
    console.error('usage: node scripts/e2e-durations.mjs <playwright-report.json>');
    process.exit(2);
  }
  const seconds = secondsPerFile(JSON.parse(readFileSync(input, 'utf8')));
  const total = Object.values(seconds).reduce((sum, s) => sum + s, 0);
  const out = path.join(root, 'e2e/durations.json');
  writeFileSync(
    out,
    `${JSON.stringify({ $comment: 'Seconds per spec file from one recorded run (scripts/e2e-durations.mjs); e2e/playwright.config.ts splits the files between its apps by them.', seconds }, null, 2)}\n`,
  );
  console.log(
    `${Object.keys(seconds).length} spec files, ${Math.round(total)} s in all → ${path.relative(root, out)}`,
  );
}
