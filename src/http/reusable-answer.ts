/** Answers a handler returns again and again as the same object, with their JSON once written. */
const reusable = new WeakMap<object, { json?: string }>();

/**
 * Marks `answer` as returned unchanged to many requests (a cached plan): it is frozen, all the way
 * down, so nothing can change it after its JSON is first written, and the HTTP edge writes that JSON
 * once (ExpressServerAdapter.reply). Answers `answer`.
 */
export function reusableAnswer<T extends object>(answer: T): T {
  deepFreeze(answer);
  reusable.set(answer, {});
  return answer;
}

/** `JSON.stringify(body)`, written once for a reusable answer. */
export function jsonOf(body: object): string {
  const entry = reusable.get(body);
  if (entry === undefined) return JSON.stringify(body);
  return (entry.json ??= JSON.stringify(body));
}

function deepFreeze(value: object): void {
  Object.freeze(value);
  for (const child of Object.values(value))
    if (child !== null && typeof child === 'object' && !Object.isFrozen(child)) deepFreeze(child);
}
