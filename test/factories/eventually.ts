/**
 * Reads until `done` holds, every 200 ms, for up to `ms` (then returns the last reading for the test's own
 * assertion to report). For what a background worker does after a request (a delivery, a reminder): the
 * limit catches a worker that never acts, not a slow one, and leaves room for a shared 2-core host running
 * two Jest workers against the embedded engine.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}
