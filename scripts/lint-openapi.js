#!/usr/bin/env node
// Lints openapi/openapi.json with Spectral (spectral:oas, .spectral.yaml) and Redocly (recommended,
// redocly.yaml). Fails on any error or warning of either: the contract is kept at 0 / 0.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '..');
const document = 'openapi/openapi.json';
const bin = (name) => join(root, 'node_modules', '.bin', name);

const spectral = spawnSync(
  bin('spectral'),
  ['lint', document, '--fail-severity=warn', '--format=json', '--quiet'],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
let spectralProblems;
try {
  spectralProblems = JSON.parse(spectral.stdout || '[]');
} catch {
  console.error(spectral.stdout, spectral.stderr);
  process.exit(1);
}
const spectralErrors = spectralProblems.filter((p) => p.severity === 0).length;
const spectralWarnings = spectralProblems.filter((p) => p.severity === 1).length;
for (const p of spectralProblems) console.error(`spectral ${p.code}: ${p.message} at ${p.path.join('.')}`);

const redocly = spawnSync(bin('redocly'), ['lint', document, '--format=json'], {
  cwd: root,
  encoding: 'utf8',
});
let totals;
try {
  const report = JSON.parse(redocly.stdout);
  totals = report.totals;
  for (const p of report.problems)
    console.error(`redocly ${p.ruleId} (${p.severity}): ${p.message} at ${p.location?.[0]?.pointer}`);
} catch {
  console.error(redocly.stdout, redocly.stderr);
  process.exit(1);
}
console.log(
  `OpenAPI lint: Spectral ${spectralErrors} errors, ${spectralWarnings} warnings; ` +
    `Redocly ${totals.errors} errors, ${totals.warnings} warnings.`,
);
process.exit(spectralErrors + spectralWarnings + totals.errors + totals.warnings === 0 ? 0 : 1);
