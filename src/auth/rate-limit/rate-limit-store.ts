/** Counts hits in fixed windows. Memory by default; Redis when REDIS_URL is set, so replicas share counters. */
export interface RateLimitStore {
  /** Adds one hit to `key` in the window `bucket`; returns the count so far in that window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Resolves once the store is usable, or after `ms` (a shared store that is not: memory meanwhile). */
  ready?(ms: number): Promise<void>;
  close(): Promise<void>;
}

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  hit(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    if (this.counts.size > 10_000) {
      for (const [k, v] of this.counts) if (v.expiresAt <= now) this.counts.delete(k);
    }
    const entry = this.counts.get(key);
    if (!entry || entry.expiresAt <= now) {
      this.counts.set(key, { count: 1, expiresAt: now + windowMs });
      return Promise.resolve(1);
    }
    entry.count += 1;
    return Promise.resolve(entry.count);
  }

  close(): Promise<void> {
    this.counts.clear();
    return Promise.resolve();
  }
}
