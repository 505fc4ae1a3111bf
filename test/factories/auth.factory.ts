import { randomBytes } from 'node:crypto';
import type { TestApp } from './app.factory';

/** The Authorization header of a session token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface SignedIn {
  token: string;
  citizenId: string;
  nationalId: string;
}

export type TestCitizen = {
  national_id: string;
  given_name: string;
  family_name: string;
  birth_date: string;
};

/** A national id no other test uses (12 upper-case letters and digits). */
export function randomNationalId(): string {
  return 'T' + randomBytes(8).toString('hex').toUpperCase().slice(0, 11);
}

export function testCitizen(who: Partial<TestCitizen> = {}): TestCitizen {
  return {
    national_id: who.national_id ?? randomNationalId(),
    given_name: who.given_name ?? 'Ada',
    family_name: who.family_name ?? 'Lovelace',
    birth_date: who.birth_date ?? '1990-05-17',
  };
}

function expectStatus(res: { status: number; body: unknown }, status: number, what: string): void {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
}

/** Signs in through the sandbox SSO over HTTP (exchange code → /auth/sso/callback). */
export async function signIn(t: TestApp, who: Partial<TestCitizen> = {}): Promise<SignedIn> {
  const citizen = testCitizen(who);
  const code = await t.http.post('/sandbox/sso/exchange-codes').send(citizen);
  expectStatus(code, 201, 'sandbox exchange code');
  const session = await t.http
    .post('/api/v1/auth/sso/callback')
    .send({ exchange_code: code.body.exchange_code });
  expectStatus(session, 200, 'SSO callback');
  return {
    token: session.body.session_token,
    citizenId: session.body.profile.citizen_id,
    nationalId: citizen.national_id,
  };
}

/** Liveness session → sandbox PASS → verify: the citizen holds HIGH assurance for ASSURANCE_TTL. */
export async function grantHighAssurance(t: TestApp, token: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const liveness = await t.http
    .post('/api/v1/identity/liveness/session')
    .set(auth)
    .send({ consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' });
  expectStatus(liveness, 201, 'liveness session');
  const result = await t.http
    .post(`/sandbox/liveness/${liveness.body.assurance_id}/result`)
    .send({ outcome: 'PASS' });
  expectStatus(result, 204, 'sandbox liveness result');
  const verify = await t.http
    .post('/api/v1/identity/verify')
    .set(auth)
    .send({ assurance_id: liveness.body.assurance_id });
  expectStatus(verify, 200, 'identity verify');
}

export async function signInWithHighAssurance(t: TestApp, who: Partial<TestCitizen> = {}): Promise<SignedIn> {
  const signedIn = await signIn(t, who);
  await grantHighAssurance(t, signedIn.token);
  return signedIn;
}
