import type { Logger } from '@nestjs/common';
import { repeat } from './repeat';

describe('repeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs first after firstAfterMs, then every everyMs, warns on a failure and stops when asked', async () => {
    const warn = jest.fn();
    let runs = 0;
    const stop = repeat(
      async () => {
        runs += 1;
        if (runs === 2) throw new Error('down');
      },
      { everyMs: 1000, firstAfterMs: 100, logger: { warn } as unknown as Logger, name: 'job' },
    );
    await jest.advanceTimersByTimeAsync(99);
    expect(runs).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(warn).toHaveBeenCalledWith({ error: 'down' }, 'job failed; tried again next time');
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
