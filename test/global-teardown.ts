import { readFileSync, rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const counter = process.env.CONTRACT_CHECK_COUNT_FILE;
  if (counter) {
    const checked = readFileSync(counter, 'utf8')
      .split('\n')
      .filter(Boolean)
      .reduce((sum, n) => sum + Number(n), 0);
    process.stdout.write(`\nContract: ${checked} responses validated against openapi/openapi.json\n`);
    rmSync(counter, { force: true });
  }
  const embedded = (globalThis as { __embeddedPostgres?: { stop(): Promise<void> } }).__embeddedPostgres;
  await embedded?.stop();
}
