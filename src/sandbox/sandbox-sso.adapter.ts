/**
 * In-process storage for the sandbox OpenID Provider's codes and grants (oidc-provider's adapter
 * interface). Sandbox state is deliberately per process: codes live 5 minutes and never touch the database.
 */
type Payload = Record<string, unknown> & {
  uid?: string;
  userCode?: string;
  grantId?: string;
  consumed?: number;
};

const store = new Map<string, { payload: Payload; expiresAt: number }>();

export class SandboxSsoAdapter {
  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  private live(key: string): Payload | undefined {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  async upsert(id: string, payload: Payload, expiresIn: number): Promise<void> {
    if (store.size > 50_000) for (const [k, v] of store) if (v.expiresAt <= Date.now()) store.delete(k);
    store.set(this.key(id), { payload, expiresAt: Date.now() + (expiresIn || 600) * 1000 });
  }

  async find(id: string): Promise<Payload | undefined> {
    return this.live(this.key(id));
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    for (const [k] of store) {
      const p = k.startsWith(`${this.model}:`) ? this.live(k) : undefined;
      if (p?.uid === uid) return p;
    }
    return undefined;
  }

  async findByUserCode(userCode: string): Promise<Payload | undefined> {
    for (const [k] of store) {
      const p = k.startsWith(`${this.model}:`) ? this.live(k) : undefined;
      if (p?.userCode === userCode) return p;
    }
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const p = this.live(this.key(id));
    if (p) p.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [k, v] of store) if (v.payload.grantId === grantId) store.delete(k);
  }
}
