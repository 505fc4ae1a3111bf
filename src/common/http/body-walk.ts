import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** Deepest JSON nesting accepted (DTOs need a handful of levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Keys Nest's ValidationPipe deletes from every request body, at any depth, before a DTO is built
 * (its guard against prototype pollution). A route that must refuse unknown keys (the answers of a
 * milestone) would otherwise accept them as if they had not been sent.
 */
const GUARDED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Paths (`answers.constructor`) of the guarded keys in each request's parsed body. */
const guardedPaths = new WeakMap<object, string[]>();

/**
 * The one walk over a parsed JSON body (bootstrap's body middleware): answers whether it is nested
 * deeper than `max`, and notes for the request the paths of the keys the validation pipe will
 * delete, for {@link GuardedKeysUnder}. Iterative, so a hostile body cannot exhaust the stack.
 */
export function walkBody(req: { body?: unknown }, max = MAX_JSON_DEPTH): { tooDeep: boolean } {
  const guarded: string[] = [];
  const stack: [unknown, number, string][] = [[req.body, 0, '']];
  while (stack.length) {
    const [node, depth, path] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return { tooDeep: true };
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (GUARDED_KEYS.has(key)) guarded.push(childPath);
      stack.push([child, depth + 1, childPath]);
    }
  }
  if (guarded.length) guardedPaths.set(req, guarded);
  return { tooDeep: false };
}

/** The guarded keys the body held directly under `field` (e.g. `['constructor']` for `answers`). */
export function guardedKeysUnder(req: object, field: string): string[] {
  const prefix = `${field}.`;
  return (guardedPaths.get(req) ?? [])
    .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('.'))
    .map((path) => path.slice(prefix.length));
}

/** The guarded keys the request body held directly under the named field, as sent. */
export const GuardedKeysUnder = createParamDecorator((field: string, ctx: ExecutionContext): string[] =>
  guardedKeysUnder(ctx.switchToHttp().getRequest<object>(), field),
);

/** `answers` with the guarded keys put back as own properties (their values are never read). */
export function withGuardedKeys(answers: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  if (!keys.length) return answers;
  const copy = { ...answers };
  for (const key of keys) Object.defineProperty(copy, key, { value: null, enumerable: true });
  return copy;
}
