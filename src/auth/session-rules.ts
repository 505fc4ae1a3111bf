/** Pure session rules: absolute lifetime, idle timeout, and when to slide the idle window. */
export interface SessionTimes {
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

export interface SessionPolicy {
  idleTimeoutMs: number;
  touchIntervalMs: number;
}

export type SessionState = 'ACTIVE' | 'REVOKED' | 'EXPIRED' | 'IDLE';

export function sessionState(s: SessionTimes, now: Date, policy: SessionPolicy): SessionState {
  if (s.revokedAt) return 'REVOKED';
  if (now.getTime() >= s.expiresAt.getTime()) return 'EXPIRED';
  if (now.getTime() >= s.lastSeenAt.getTime() + policy.idleTimeoutMs) return 'IDLE';
  return 'ACTIVE';
}

/** The idle window is written at most once per interval, not on every request. */
export function shouldTouch(s: SessionTimes, now: Date, policy: SessionPolicy): boolean {
  return now.getTime() - s.lastSeenAt.getTime() >= policy.touchIntervalMs;
}
