import type { Logger } from '@nestjs/common';

/**
 * Runs `task` every `everyMs` (first after `firstAfterMs`) in the background of a replica: the timers
 * never keep the process alive, and a failure is one warning, the task tried again next time.
 * Answers the function that stops it (for `onApplicationShutdown`).
 */
export function repeat(
  task: () => Promise<unknown>,
  options: { everyMs: number; firstAfterMs?: number; logger: Logger; name: string },
): () => void {
  const { everyMs, firstAfterMs = everyMs, logger, name } = options;
  const run = () => {
    task().catch((error: unknown) =>
      logger.warn({ error: (error as Error).message }, `${name} failed; tried again next time`),
    );
  };
  let timer = setTimeout(() => {
    run();
    timer = setInterval(run, everyMs).unref();
  }, firstAfterMs).unref();
  return () => {
    clearTimeout(timer);
    clearInterval(timer);
  };
}
