import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** National ids are compared without case, spaces or hyphens (`ab-12 34` = `AB1234`). */
export function normalizeNationalId(nationalId: string): string {
  return nationalId.replace(/[\s-]/g, '').toUpperCase();
}

/** Keyed hash of the national id: the only form in which it is stored. */
export function nationalIdHmac(secret: string, nationalId: string): string {
  return createHmac('sha256', secret)
    .update(`national_id:${normalizeNationalId(nationalId)}`)
    .digest('hex');
}

export function nationalIdLast4(nationalId: string): string {
  return normalizeNationalId(nationalId).slice(-4);
}

/** Keyed hash of a birth date, bound to the citizen's national id hash. */
export function birthDateHmac(secret: string, nationalIdHash: string, birthDate: string): string {
  return createHmac('sha256', secret).update(`birth_date:${nationalIdHash}:${birthDate}`).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export const SESSION_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
