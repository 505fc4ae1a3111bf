import { SessionCache } from './session-cache';
import type { SessionEntity } from './session.entity';

const session = (id: string): SessionEntity => ({
  id,
  citizenId: `citizen-${id}`,
  tokenHash: `hash-${id}`,
  signInRoute: 'SSO',
  createdAt: new Date(0),
  expiresAt: new Date(3_600_000),
  lastSeenAt: new Date(0),
  revokedAt: null,
});

describe('SessionCache', () => {
  it('answers an entry until it is ttl old, then forgets it', () => {
    const cache = new SessionCache(5_000);
    cache.set('h1', session('s1'), 1_000);
    expect(cache.get('h1', 5_999)?.id).toBe('s1');
    expect(cache.get('h1', 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a signed-out session by its id', () => {
    const cache = new SessionCache(5_000);
    cache.set('h1', session('s1'), 0);
    cache.set('h2', session('s2'), 0);
    cache.forgetSession('s1', 0);
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h2', 1)?.id).toBe('s2');
  });

  it('does not take back a signed-out session read just before its sign-out, for ttl', () => {
    const cache = new SessionCache(5_000);
    cache.forgetSession('s1', 1_000); // the sign-out lands while another request is reading s1
    cache.set('h1', session('s1'), 1_001); // that request's live-looking copy
    expect(cache.get('h1', 1_002)).toBeUndefined();
    cache.set('h1', session('s1'), 6_000); // ttl later nothing stale can be in flight any more
    expect(cache.get('h1', 6_001)?.id).toBe('s1');
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('h1', session('s1'), 0);
    cache.set('h2', session('s2'), 0);
    cache.set('h3', session('s3'), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('h1', 1)).toBeUndefined();
    cache.forgetSession('s1', 0); // its id index went with it
    expect(cache.get('h3', 1)?.id).toBe('s3');
  });

  it('remembers a slid idle window', () => {
    const cache = new SessionCache(5_000);
    cache.set('h1', session('s1'), 0);
    cache.touched('h1', new Date(60_000));
    expect(cache.get('h1', 1)?.lastSeenAt).toEqual(new Date(60_000));
  });

  it('keeps nothing with a ttl of 0', () => {
    const cache = new SessionCache(0);
    cache.set('h1', session('s1'), 0);
    expect(cache.get('h1', 0)).toBeUndefined();
  });
});
