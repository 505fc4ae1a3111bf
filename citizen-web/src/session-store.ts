import session, { type SessionData, Store } from 'express-session';
import Redis from 'ioredis';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/** How long a session lives without a request; the service's own session lasts 30 minutes too. */
export const IDLE_MS = 30 * 60_000;

const expiryOf = (data: SessionData): number =>
  data.cookie?.expires ? new Date(data.cookie.expires).getTime() : Date.now() + IDLE_MS;

/**
 * Sessions in this process's memory, pruned every minute: enough for ONE replica (a second replica
 * would not know the first one's sessions, and a restart signs everyone out). Set REDIS_URL for more.
 */
export class MemorySessionStore extends Store {
  private readonly sessions = new Map<string, { data: string; expires: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor() {
    super();
    this.timer = setInterval(() => this.prune(), 60_000);
    this.timer.unref();
  }

  private prune(): void {
    const now = Date.now();
    for (const [sid, entry] of this.sessions) if (entry.expires <= now) this.sessions.delete(sid);
  }

  get(sid: string, cb: Callback<SessionData | null>): void {
    const entry = this.sessions.get(sid);
    if (!entry || entry.expires <= Date.now()) return cb(undefined, null);
    cb(undefined, JSON.parse(entry.data) as SessionData);
  }

  set(sid: string, data: SessionData, cb?: Callback): void {
    this.sessions.set(sid, { data: JSON.stringify(data), expires: expiryOf(data) });
    cb?.();
  }

  touch(sid: string, data: SessionData, cb?: Callback): void {
    const entry = this.sessions.get(sid);
    if (entry) entry.expires = expiryOf(data);
    cb?.();
  }

  destroy(sid: string, cb?: Callback): void {
    this.sessions.delete(sid);
    cb?.();
  }
}

/** Sessions in Redis (REDIS_URL), each key expiring with its session: any number of replicas share them. */
export class RedisSessionStore extends Store {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cjs:web:session:',
  ) {
    super();
  }

  private ttl(data: SessionData): number {
    return Math.max(1, Math.ceil((expiryOf(data) - Date.now()) / 1000));
  }

  get(sid: string, cb: Callback<SessionData | null>): void {
    this.redis.get(this.prefix + sid).then(
      (text) => cb(undefined, text ? (JSON.parse(text) as SessionData) : null),
      (err: unknown) => cb(err),
    );
  }

  set(sid: string, data: SessionData, cb?: Callback): void {
    this.redis.set(this.prefix + sid, JSON.stringify(data), 'EX', this.ttl(data)).then(
      () => cb?.(),
      (err: unknown) => cb?.(err),
    );
  }

  touch(sid: string, data: SessionData, cb?: Callback): void {
    this.redis.expire(this.prefix + sid, this.ttl(data)).then(
      () => cb?.(),
      (err: unknown) => cb?.(err),
    );
  }

  destroy(sid: string, cb?: Callback): void {
    this.redis.del(this.prefix + sid).then(
      () => cb?.(),
      (err: unknown) => cb?.(err),
    );
  }
}

export function sessionStore(redisUrl: string | undefined): session.Store {
  return redisUrl
    ? new RedisSessionStore(new Redis(redisUrl, { lazyConnect: false }))
    : new MemorySessionStore();
}
