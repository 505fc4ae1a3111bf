import { readFileSync, rmSync } from 'node:fs';

type Stoppable = { stop(): Promise<void> };

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
  const engines = globalThis as {
    __embeddedPostgres?: Stoppable;
    __ownPostgres?: Stoppable[];
  };
  for (const engine of engines.__ownPostgres ?? []) await engine.stop();
  await engines.__embeddedPostgres?.stop();
}
