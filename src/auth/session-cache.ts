import type { SessionEntity } from './session.entity';

/** A session as the hot-path lookup reads it: with its citizen's stored language (DESIGN §17). */
export type SessionWithLanguage = SessionEntity & { citizenLanguage?: string | null };

/** At most this many sessions are remembered per replica (the oldest entry makes room). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Sessions recently read from the database, by token hash, for at most `ttlMs` (SESSION_CACHE_TTL):
 * every authenticated request would otherwise read its session row before doing its own work.
 *
 * Only "this session is live" is ever answered from here: the caller still applies the expiry and
 * idle rules to the cached row on every request, and reads the database again before refusing.
 * Sign-out forgets the session on this replica at once and, through the revocation bus, on the others
 * (Redis when REDIS_URL is set); without Redis another replica can accept a signed-out token until
 * its entry is `ttlMs` old. A `ttlMs` of 0 turns the cache off.
 */
export class SessionCache {
  private readonly byHash = new Map<string, { session: SessionWithLanguage; until: number }>();
  private readonly hashById = new Map<string, string>();
  /**
   * Sessions signed out within the last `ttlMs`: a request that read one from the database just
   * before its sign-out must not put that live-looking copy back.
   */
  private readonly signedOut = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.byHash.size;
  }

  get(tokenHash: string, nowMs: number): SessionWithLanguage | undefined {
    const entry = this.byHash.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > nowMs) return entry.session;
    this.remove(tokenHash, entry.session.id);
    return undefined;
  }

  set(tokenHash: string, session: SessionWithLanguage, nowMs: number): void {
    if (this.ttlMs <= 0) return;
    const signedOutUntil = this.signedOut.get(session.id);
    if (signedOutUntil !== undefined) {
      if (signedOutUntil > nowMs) return;
      this.signedOut.delete(session.id);
    }
    const existing = this.byHash.get(tokenHash);
    if (existing) this.remove(tokenHash, existing.session.id);
    else if (this.byHash.size >= this.maxEntries) {
      const [oldestHash, oldest] = this.byHash.entries().next().value!;
      this.remove(oldestHash, oldest.session.id);
    }
    this.byHash.set(tokenHash, { session, until: nowMs + this.ttlMs });
    this.hashById.set(session.id, tokenHash);
  }

  /** Records that this replica slid the idle window, so it does not write it again within the minute. */
  touched(tokenHash: string, at: Date): void {
    const entry = this.byHash.get(tokenHash);
    if (entry) entry.session = { ...entry.session, lastSeenAt: at };
  }

  /** The citizen chose another language: their sessions cached here answer in it at once. */
  languageChanged(citizenId: string, language: string): void {
    for (const entry of this.byHash.values())
      if (entry.session.citizenId === citizenId)
        entry.session = { ...entry.session, citizenLanguage: language };
  }

  /** A sign-out (here or announced by another replica): forgets the session and keeps it out. */
  forgetSession(sessionId: string, nowMs: number): void {
    const hash = this.hashById.get(sessionId);
    if (hash !== undefined) this.remove(hash, sessionId);
    if (this.ttlMs <= 0) return;
    this.signedOut.delete(sessionId);
    if (this.signedOut.size >= this.maxEntries) {
      for (const [id, until] of this.signedOut) {
        if (until <= nowMs || this.signedOut.size >= this.maxEntries) this.signedOut.delete(id);
        else break;
      }
    }
    this.signedOut.set(sessionId, nowMs + this.ttlMs);
  }

  forget(tokenHash: string): void {
    const entry = this.byHash.get(tokenHash);
    if (entry) this.remove(tokenHash, entry.session.id);
  }

  private remove(tokenHash: string, sessionId: string): void {
    this.byHash.delete(tokenHash);
    this.hashById.delete(sessionId);
  }
}
