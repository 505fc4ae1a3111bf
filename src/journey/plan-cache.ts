import { LRUCache } from 'lru-cache';
import { type Locale, SUPPORTED_LOCALES } from '../common/i18n/locales';
import { reusableAnswer } from '../http/reusable-answer';
import type { PlanDto } from './dto/plan.dto';

/** At most this many plans are remembered per replica (≈ 7 KB each, and as much again for its JSON). */
export const PLAN_CACHE_MAX_ENTRIES = 1_000;
/** A remembered plan is forgotten after this long even if nothing changed (an erased journey's text). */
export const PLAN_CACHE_TTL_MS = 10 * 60_000;

/**
 * Plans recently composed on this replica, by journey, version, language and day.
 *
 * A plan is a pure function of the journey's row and milestones (every change to either is one
 * version more, under the row's lock: JourneyRepository.changeLocked), its pinned template (never
 * changed once stored), the language, and today's date (what is overdue). So a plan composed for the
 * same four is the same plan, whichever replica wrote the version: the reader still checks, by one
 * indexed read, that the journey is the citizen's and which version it is now, and only then answers
 * from here. Entries are frozen and answered as the same object, whose JSON the HTTP edge writes once
 * (src/http/reusable-answer.ts).
 */
export class PlanCache {
  private readonly plans: LRUCache<string, { version: number; day: string; plan: PlanDto }>;

  constructor({
    max = PLAN_CACHE_MAX_ENTRIES,
    ttlMs = PLAN_CACHE_TTL_MS,
    perf,
  }: {
    max?: number;
    ttlMs?: number;
    /** The clock its TTL is counted on (tests); then read on every call, not once a second. */
    perf?: { now(): number };
  } = {}) {
    // The TTL bounds how long an erased journey's plan (its answers) stays in memory: entries leave by
    // themselves when it ends (ttlAutopurge: an unref'd timer per entry), not only when read again. A
    // second's precision is plenty, and spares reads a timer per millisecond.
    this.plans = new LRUCache({
      max,
      ttl: ttlMs,
      ttlAutopurge: true,
      perf,
      ttlResolution: perf ? 0 : 1_000,
    });
  }

  get(journeyId: string, locale: Locale, version: number, day: string): PlanDto | undefined {
    const entry = this.plans.get(`${journeyId} ${locale}`);
    return entry !== undefined && entry.version === version && entry.day === day ? entry.plan : undefined;
  }

  /**
   * Whether a plan of the journey in `locale` is remembered for `day`, whatever its version. When none
   * is (a plan of yesterday cannot be answered today), the reader composes at once (one read) instead
   * of first asking which version it is (two).
   */
  known(journeyId: string, locale: Locale, day: string): boolean {
    return this.plans.peek(`${journeyId} ${locale}`)?.day === day;
  }

  /**
   * Forgets the journey's plans in every language: after a change written here, the next reader
   * composes with one read instead of two. Correctness never rests on it: an entry is only answered
   * for the version it was composed for.
   */
  forget(journeyId: string): void {
    for (const locale of SUPPORTED_LOCALES) this.plans.delete(`${journeyId} ${locale}`);
  }

  /** Remembers `plan` (frozen from now on) and answers it. */
  set(journeyId: string, locale: Locale, version: number, day: string, plan: PlanDto): PlanDto {
    const reusable = reusableAnswer(plan);
    this.plans.set(`${journeyId} ${locale}`, { version, day, plan: reusable });
    return reusable;
  }

  get size(): number {
    return this.plans.size;
  }
}
