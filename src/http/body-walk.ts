/** Deepest JSON nesting accepted (DTOs need a handful of levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * The one walk over a parsed JSON body (bootstrap's body middleware): answers whether it is nested
 * deeper than `max`. Iterative, so a hostile body cannot exhaust the stack.
 */
export function walkBody(req: { body?: unknown }, max = MAX_JSON_DEPTH): { tooDeep: boolean } {
  const stack: [unknown, number][] = [[req.body, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return { tooDeep: true };
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return { tooDeep: false };
}
