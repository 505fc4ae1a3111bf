import { sessionState, shouldTouch } from './session-rules';

const policy = { idleTimeoutMs: 30 * 60_000, touchIntervalMs: 60_000 };
const t0 = new Date('2026-01-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const session = (over: Partial<{ expiresAt: Date; lastSeenAt: Date; revokedAt: Date | null }> = {}) => ({
  expiresAt: at(12 * 3_600_000),
  lastSeenAt: t0,
  revokedAt: null,
  ...over,
});

describe('session rules', () => {
  it('is active inside both windows', () => {
    expect(sessionState(session(), at(29 * 60_000), policy)).toBe('ACTIVE');
  });
  it('is idle once the idle timeout passes without activity', () => {
    expect(sessionState(session(), at(30 * 60_000), policy)).toBe('IDLE');
  });
  it('expires at the absolute lifetime even when active', () => {
    expect(sessionState(session({ lastSeenAt: at(12 * 3_600_000 - 1000) }), at(12 * 3_600_000), policy)).toBe(
      'EXPIRED',
    );
  });
  it('is revoked after sign-out whatever the time', () => {
    expect(sessionState(session({ revokedAt: t0 }), t0, policy)).toBe('REVOKED');
  });
  it('slides the idle window at most once a minute', () => {
    expect(shouldTouch(session(), at(59_999), policy)).toBe(false);
    expect(shouldTouch(session(), at(60_000), policy)).toBe(true);
  });
});
