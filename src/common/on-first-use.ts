/**
 * A value built the first time it is asked for, then kept: one build per key per process. What a
 * language other than the default needs (its prepared templates, catalogues, model) is built so, on
 * the language's first request, and is then read as the default language's is (DESIGN §17).
 */
export class OnFirstUse<K, V> {
  private readonly built = new Map<K, V>();

  constructor(private readonly build: (key: K) => V) {}

  get(key: K): V {
    let value = this.built.get(key);
    if (value === undefined) {
      value = this.build(key);
      this.built.set(key, value);
    }
    return value;
  }

  /** The keys built so far. */
  keys(): IterableIterator<K> {
    return this.built.keys();
  }

  /** Forgets every value (they are built again on their next use). */
  clear(): void {
    this.built.clear();
  }
}
