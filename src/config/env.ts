/**
 * Typed readers for environment settings. Each reader validates its variable and throws a
 * {@link ConfigError} whose message names it, so a bad value stops the start with one clear line.
 */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid setting ${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function raw(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function str(env: Env, name: string, fallback: string): string;
export function str(env: Env, name: string, fallback?: undefined): string | undefined;
export function str(env: Env, name: string, fallback?: string): string | undefined {
  return raw(env, name) ?? fallback;
}

export function int(
  env: Env,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(name, `expected a whole number, got '${value}'`);
  const n = Number(value);
  if (n < min || n > max) throw new ConfigError(name, `expected a number from ${min} to ${max}, got ${n}`);
  return n;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = raw(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw new ConfigError(name, `expected true or false, got '${value}'`);
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `expected one of ${allowed.join(', ')}, got '${value}'`);
  }
  return value as T;
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration in milliseconds, written as `90s`, `30m`, `12h`, `500ms` or plain seconds (`1800`). */
export function duration(env: Env, name: string, fallbackMs: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallbackMs;
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(value);
  if (!match) throw new ConfigError(name, `expected a duration such as 30m, 12h or 90s, got '${value}'`);
  const ms = Number(match[1]) * UNIT_MS[match[2] ?? 's'];
  if (ms <= 0) throw new ConfigError(name, 'expected a duration above zero');
  return ms;
}

/** Size in bytes, written as `100kb`, `10mb` or a plain number of bytes. */
export function bytes(env: Env, name: string, fallback: number): number {
  const value = raw(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  const match = /^(\d+)(b|kb|mb)?$/.exec(value);
  if (!match) throw new ConfigError(name, `expected a size such as 100kb or 10mb, got '${value}'`);
  const factor = match[2] === 'mb' ? 1024 * 1024 : match[2] === 'kb' ? 1024 : 1;
  return Number(match[1]) * factor;
}

export function url(env: Env, name: string, fallback?: string): string | undefined {
  const value = raw(env, name) ?? fallback;
  if (value === undefined) return undefined;
  try {
    new URL(value);
  } catch {
    throw new ConfigError(name, 'expected an absolute URL');
  }
  return value;
}
