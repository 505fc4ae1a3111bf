import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/**
 * Keys Nest's ValidationPipe deletes from every request body, at any depth, before a DTO is built
 * (its guard against prototype pollution). A route that must refuse unknown keys (the answers of a
 * milestone) would otherwise accept them as if they had not been sent.
 */
export const GUARDED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Paths (`answers.constructor`) of the guarded keys in each request's parsed body. */
const found = new WeakMap<object, string[]>();

/** Called by the body middleware with the paths it saw while walking the parsed JSON. */
export function recordGuardedKeys(req: object, paths: string[]): void {
  if (paths.length) found.set(req, paths);
}

/** The guarded keys the body held directly under `field` (e.g. `['constructor']` for `answers`). */
export function guardedKeysUnder(req: object, field: string): string[] {
  const prefix = `${field}.`;
  return (found.get(req) ?? [])
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
