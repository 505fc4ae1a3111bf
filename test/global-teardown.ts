export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __embeddedPostgres?: { stop(): Promise<void> } }).__embeddedPostgres;
  await embedded?.stop();
}
