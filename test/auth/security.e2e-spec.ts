import { Logger } from '@nestjs/common';
import { createTestApp, TestApp } from '../factories/app.factory';
import { bearer, signIn, testCitizen } from '../factories/auth.factory';

/** Every step of the three sign-in routes and HIGH assurance, returning every secret value seen. */
async function fullSignIn(t: TestApp) {
  const who = testCitizen({ given_name: 'Hedy', family_name: 'Lamarr', birth_date: '1981-11-09' });
  const responses: { text: string; step: string }[] = [];
  const seen = <R extends { text: string }>(step: string, res: R) => {
    responses.push({ step, text: res.text ?? '' });
    return res;
  };
  seen('sso start', await t.http.get('/api/v1/auth/sso/start').expect(200));
  const code = seen('code', await t.http.post('/sandbox/sso/exchange-codes').send(who).expect(201)).body
    .exchange_code;
  const sso = seen(
    'sso',
    await t.http.post('/api/v1/auth/sso/callback').send({ exchange_code: code }).expect(200),
  );
  const token: string = sso.body.session_token;
  seen('session', await t.http.get('/api/v1/auth/session').set(bearer(token)).expect(200));
  seen(
    'failed code',
    await t.http.post('/api/v1/auth/sso/callback').send({ exchange_code: code }).expect(422),
  );

  const c1 = seen('start', await t.http.post('/api/v1/auth/verify/start').send({ consent: true }).expect(201))
    .body.challenge_id;
  seen('get', await t.http.get(`/api/v1/auth/verify/${c1}`).expect(200));
  await t.http.post(`/sandbox/liveness/${c1}/result`).send({ outcome: 'PASS' }).expect(204);
  const bad = { challenge_id: c1, demographics: { national_id: who.national_id, birth_date: '1900-01-01' } };
  seen('wrong demographics', await t.http.post('/api/v1/auth/verify/complete').send(bad).expect(422));
  const good = {
    challenge_id: c1,
    demographics: { national_id: who.national_id, birth_date: who.birth_date },
  };
  const demo = seen('demographics', await t.http.post('/api/v1/auth/verify/complete').send(good).expect(200));

  const c2 = (await t.http.post('/api/v1/auth/verify/start').send({ consent: true }).expect(201)).body
    .challenge_id;
  await t.http.post(`/sandbox/liveness/${c2}/result`).send({ outcome: 'PASS' }).expect(204);
  const qrPayload = seen('qr code', await t.http.post('/sandbox/qr-codes').send(who).expect(201)).body
    .qr_payload;
  const qr = seen(
    'qr',
    await t.http
      .post('/api/v1/auth/verify/qr/complete')
      .send({ challenge_id: c2, qr_payload: qrPayload })
      .expect(200),
  );

  const live = seen(
    'liveness',
    await t.http
      .post('/api/v1/identity/liveness/session')
      .set(bearer(token))
      .send({ consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' })
      .expect(201),
  ).body.assurance_id;
  await t.http.post(`/sandbox/liveness/${live}/result`).send({ outcome: 'PASS' }).expect(204);
  seen('liveness get', await t.http.get(`/api/v1/identity/liveness/${live}`).set(bearer(token)).expect(200));
  seen(
    'verify',
    await t.http.post('/api/v1/identity/verify').set(bearer(token)).send({ assurance_id: live }).expect(200),
  );
  seen('assurance', await t.http.get('/api/v1/identity/assurance').set(bearer(token)).expect(200));
  seen('sign out', await t.http.post('/api/v1/auth/sign-out').set(bearer(qr.body.session_token)).expect(204));
  return {
    who,
    responses,
    tokens: [token, demo.body.session_token as string, qr.body.session_token as string],
    code: code as string,
    qrPayload: qrPayload as string,
    citizenId: sso.body.profile.citizen_id as string,
  };
}

describe('Auth: nothing sensitive leaks (responses, logs, database, audit)', () => {
  const lines: string[] = [];
  let t: TestApp;
  let flow: Awaited<ReturnType<typeof fullSignIn>>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
    flow = await fullSignIn(t);
  });
  afterAll(() => t.close());

  it('responses never contain "secret", the national id, the birth date, or a token after its sign-in response', () => {
    for (const { step, text } of flow.responses) {
      expect([step, text.toLowerCase().includes('secret')]).toEqual([step, false]);
      expect([step, text.includes(flow.who.national_id)]).toEqual([step, false]);
      expect([step, text.includes(flow.who.birth_date)]).toEqual([step, false]);
    }
    const [first] = flow.tokens;
    const after = flow.responses.slice(flow.responses.findIndex((r) => r.step === 'sso') + 1);
    for (const { step, text } of after) expect([step, text.includes(first)]).toEqual([step, false]);
  });

  it('logs of a full sign-in contain no token, code, QR payload, national id or birth date', () => {
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10); // the request lines really were captured
    expect(log).toContain('/api/v1/auth/sso/callback');
    for (const token of flow.tokens) expect(log).not.toContain(token);
    expect(log).not.toContain(flow.code);
    expect(log).not.toContain(flow.qrPayload);
    expect(log).not.toContain(flow.qrPayload.split('.')[1]);
    expect(log).not.toContain(flow.who.national_id);
    expect(log).not.toContain(flow.who.birth_date);
  });

  it('no text or JSON column of any table holds a raw token or the national id', async () => {
    const columns: { table_name: string; column_name: string }[] = await t.dataSource.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'character')`,
    );
    expect(columns.length).toBeGreaterThan(5);
    const countOf = async (needle: string) => {
      let hits = 0;
      for (const { table_name, column_name } of columns) {
        const [row] = await t.dataSource.query(
          `SELECT count(*)::int AS n FROM "${table_name}" WHERE strpos(upper("${column_name}"::text), upper($1)) > 0`,
          [needle],
        );
        hits += row.n;
      }
      return hits;
    };
    expect(await countOf('Lamarr')).toBeGreaterThan(0); // the scan does find what is stored
    for (const token of flow.tokens) expect(await countOf(token)).toBe(0);
    expect(await countOf(flow.who.national_id)).toBe(0);
    expect(await countOf(flow.code)).toBe(0);
  });

  it('keeps a security event for each sign-in success and failure, sign-out, liveness and assurance', async () => {
    const rows: { kind: string; route: string | null; reason: string | null }[] = await t.dataSource.query(
      `SELECT kind, route, reason FROM security_events WHERE citizen_id = $1 OR (citizen_id IS NULL AND request_id IS NOT NULL)
        ORDER BY occurred_at`,
      [flow.citizenId],
    );
    const kinds = rows.map((r) => `${r.kind}:${r.route ?? ''}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'SIGN_IN_SUCCEEDED:SSO',
        'SIGN_IN_SUCCEEDED:DEMOGRAPHICS',
        'SIGN_IN_SUCCEEDED:QR',
        'SIGN_IN_FAILED:SSO',
        'SIGN_IN_FAILED:DEMOGRAPHICS',
        'SIGNED_OUT:',
        'LIVENESS_PASSED:LIVENESS',
        'ASSURANCE_GRANTED:LIVENESS',
      ]),
    );
    // Failures carry no citizen, so other suites' failures (sharing the database) are among the rows:
    // the flow's own must be there with their reasons, whatever else is.
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'SIGN_IN_FAILED', route: 'SSO', reason: 'SSO_CODE_REJECTED' },
        { kind: 'SIGN_IN_FAILED', route: 'DEMOGRAPHICS', reason: 'DEMOGRAPHICS_MISMATCH' },
      ]),
    );
  });

  it('records a failed liveness', async () => {
    const s = await signIn(t);
    const live = (
      await t.http
        .post('/api/v1/identity/liveness/session')
        .set(bearer(s.token))
        .send({ consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' })
    ).body.assurance_id;
    await t.http.post(`/sandbox/liveness/${live}/result`).send({ outcome: 'FAIL' }).expect(204);
    await t.http.get(`/api/v1/identity/liveness/${live}`).set(bearer(s.token)).expect(200);
    const rows = await t.dataSource.query(`SELECT kind FROM security_events WHERE citizen_id = $1`, [
      s.citizenId,
    ]);
    expect(rows.map((r: { kind: string }) => r.kind)).toContain('LIVENESS_FAILED');
  });
});

describe('Auth: abuse limits', () => {
  it('limits requests per client IP across sign-in and identity routes (memory counters), with Retry-After', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '60', REDIS_URL: undefined } });
    try {
      const s = await signIn(t); // 1 limited request (the callback)
      for (let i = 0; i < 29; i++) await t.http.get('/api/v1/auth/sso/start').expect(200);
      for (let i = 0; i < 30; i++)
        await t.http.get('/api/v1/identity/assurance').set(bearer(s.token)).expect(200);
      const limited = await t.http.post('/api/v1/auth/verify/start').send({ consent: true }).expect(429);
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(limited.body.code).toBe('RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // other routes are not counted; a new window lets the client in again
      await t.http.get('/api/v1/workflows').expect(200);
      t.clock.advance(retryAfter * 1000);
      await t.http.post('/api/v1/auth/verify/start').send({ consent: true }).expect(201);
    } finally {
      await t.close();
    }
  });
});

describe('Redis unreachable (DESIGN §14)', () => {
  it('the service starts and serves, counting rate limits in memory', async () => {
    // Port 9 on loopback: nothing listens, every connection is refused.
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const s = await signIn(t);
      await t.http.get('/api/v1/journeys').set(bearer(s.token)).expect(200);
      await t.http.post('/api/v1/auth/sign-out').set(bearer(s.token)).expect(204);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await t.http.get('/api/v1/auth/sso/start')).status);
      expect(statuses).toContain(429);
    } finally {
      await t.close();
    }
  });

  it('says so once per outage in the log, not once per Redis connection or per request', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9' } });
    try {
      const s = await signIn(t);
      await t.http.post('/api/v1/auth/sign-out').set(bearer(s.token)).expect(204);
      for (let i = 0; i < 3; i += 1) await t.http.get('/api/v1/auth/sso/start').expect(200);
      // The connections keep retrying in the background.
      await new Promise((resolve) => setTimeout(resolve, 700));
      const outageLines = warn.mock.calls.filter((call) =>
        /Redis unreachable/.test(String(call[1] ?? call[0])),
      );
      expect(outageLines).toHaveLength(1);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });
});
