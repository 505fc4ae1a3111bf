import { jsonOf } from '../http/reusable-answer';
import type { PlanDto } from './dto/plan.dto';
import { PlanCache } from './plan-cache';

const plan = (title: string) =>
  ({ journey_id: 'j', milestones: [{ code: 'a', title }] }) as unknown as PlanDto;

describe('PlanCache', () => {
  it('answers a plan only for the same journey, language, version and day', () => {
    const cache = new PlanCache();
    const stored = cache.set('j', 'en', 3, '2026-11-27', plan('Register'));
    expect(cache.get('j', 'en', 3, '2026-11-27')).toBe(stored);
    expect(cache.get('j', 'en', 4, '2026-11-27')).toBeUndefined();
    expect(cache.get('j', 'en', 3, '2026-11-28')).toBeUndefined();
    expect(cache.get('j', 'cy', 3, '2026-11-27')).toBeUndefined();
    expect(cache.get('k', 'en', 3, '2026-11-27')).toBeUndefined();
  });

  it('keeps one version a journey and language: a newer one replaces it', () => {
    const cache = new PlanCache();
    cache.set('j', 'en', 3, '2026-11-27', plan('Register'));
    cache.set('j', 'cy', 3, '2026-11-27', plan('Cofrestru'));
    cache.set('j', 'en', 4, '2026-11-27', plan('Register again'));
    expect(cache.size).toBe(2);
    expect(cache.get('j', 'en', 3, '2026-11-27')).toBeUndefined();
    expect(cache.get('j', 'en', 4, '2026-11-27')?.milestones[0].title).toBe('Register again');
  });

  it('knows a journey for its day whatever the version, per language, and forgets it in every language at once', () => {
    const cache = new PlanCache();
    const day = '2026-11-27';
    expect(cache.known('j', 'en', day)).toBe(false);
    cache.set('j', 'en', 3, day, plan('Register'));
    cache.set('j', 'cy', 3, day, plan('Cofrestru'));
    cache.set('k', 'en', 1, day, plan('Other'));
    expect([cache.known('j', 'en', day), cache.known('j', 'cy', day), cache.known('k', 'cy', day)]).toEqual([
      true,
      true,
      false,
    ]);
    // A plan of yesterday cannot be answered today: not known then (one read, not two).
    expect(cache.known('j', 'en', '2026-11-28')).toBe(false);
    cache.forget('j');
    expect([cache.known('j', 'en', day), cache.known('j', 'cy', day), cache.known('k', 'en', day)]).toEqual([
      false,
      false,
      true,
    ]);
    expect(cache.get('j', 'cy', 3, '2026-11-27')).toBeUndefined();
  });

  it('remembers at most its bound, the least recently read leaving first', () => {
    const cache = new PlanCache({ max: 2 });
    cache.set('a', 'en', 1, 'd', plan('A'));
    cache.set('b', 'en', 1, 'd', plan('B'));
    cache.get('a', 'en', 1, 'd');
    cache.set('c', 'en', 1, 'd', plan('C'));
    expect(cache.get('b', 'en', 1, 'd')).toBeUndefined();
    expect(cache.get('a', 'en', 1, 'd')).toBeDefined();
    expect(cache.get('c', 'en', 1, 'd')).toBeDefined();
  });

  it('forgets a plan after its time to live', () => {
    let now = 5_000;
    const cache = new PlanCache({ max: 10, ttlMs: 1_000, perf: { now: () => now } });
    cache.set('j', 'en', 1, 'd', plan('A'));
    now = 5_999;
    expect(cache.get('j', 'en', 1, 'd')).toBeDefined();
    now = 6_001;
    expect(cache.get('j', 'en', 1, 'd')).toBeUndefined();
  });

  it('lets a plan leave memory when its time is up, read again or not (an erased journey)', async () => {
    const cache = new PlanCache({ ttlMs: 20 });
    cache.set('j', 'en', 1, 'd', plan('A'));
    expect(cache.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.size).toBe(0);
  });

  it('freezes what it remembers, all the way down, and its JSON is written once', () => {
    const stored = new PlanCache().set('j', 'en', 1, 'd', plan('A'));
    expect(Object.isFrozen(stored)).toBe(true);
    expect(Object.isFrozen(stored.milestones[0])).toBe(true);
    expect(() => {
      (stored.milestones[0] as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const first = jsonOf(stored);
      expect(jsonOf(stored)).toBe(first);
      expect(first).toBe('{"journey_id":"j","milestones":[{"code":"a","title":"A"}]}');
      expect(stringify).toHaveBeenCalledTimes(1);
      jsonOf({ other: true });
      jsonOf({ other: true });
      expect(stringify).toHaveBeenCalledTimes(3);
    } finally {
      stringify.mockRestore();
    }
  });
});
