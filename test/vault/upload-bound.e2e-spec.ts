import { request } from 'node:http';
import { createTestApp, TestApp } from '../factories/app.factory';
import { signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import { pdfBytes, pngBytes, startLocalS3, upload, uploadDocument } from '../factories/vault.factory';

/**
 * Bounded upload memory (issue 13): with VAULT_MAX_CONCURRENT_UPLOADS=1 an upload still being sent
 * holds the replica's one place; another is refused 503 with Retry-After before its body is read,
 * and stores nothing; the place comes back whatever ended the first one.
 */
describe.each(['postgres', 's3'] as const)('Uploads in flight are bounded (%s storage)', (storage) => {
  let t: TestApp;
  let who: SignedIn;
  let closeS3: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const s3 = storage === 's3' ? await startLocalS3() : undefined;
    closeS3 = s3?.close;
    t = await createTestApp({ env: { ...(s3?.env ?? {}), VAULT_MAX_CONCURRENT_UPLOADS: '1' } });
    who = await signInWithHighAssurance(t);
  });
  afterAll(async () => {
    await t.close();
    await closeS3?.();
  });

  const stored = async () =>
    (
      await t.dataSource.query('SELECT count(*)::int AS n FROM vault_documents WHERE citizen_id = $1', [
        who.citizenId,
      ])
    )[0].n as number;

  /** An upload whose body is only half sent: it holds a place until the client goes away. */
  async function halfSentUpload(): Promise<() => void> {
    const boundary = 'cjs-test-boundary';
    const url = new URL('/api/v1/vault/documents', t.baseUrl);
    const req = request(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${who.token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(1024 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="document_code"\r\n\r\nbirth-certificate\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    // Wait until the service has taken the upload in (its place is held).
    for (let i = 0; i < 100; i += 1) {
      const probe = await upload(t, who.token, 'birth-certificate', pdfBytes('probe'));
      if (probe.status === 503) return () => req.destroy();
      expect(probe.status).toBe(201);
    }
    throw new Error('the half-sent upload never held the place');
  }

  it('refuses one upload more than the bound with 503 and Retry-After, stores nothing, and frees the place when the client goes away', async () => {
    const before = await stored();
    const abort = await halfSentUpload();
    const after = await stored();
    const refused = await upload(t, who.token, 'birth-certificate', pdfBytes('refused'));
    expect(refused.status).toBe(503);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(after);
    expect(after).toBeGreaterThanOrEqual(before);
    abort();
    for (let i = 0; i < 50; i += 1) {
      const res = await upload(t, who.token, 'birth-certificate', pdfBytes('after'));
      if (res.status === 201) return;
      expect(res.status).toBe(503);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the place was not given back after the client went away');
  });

  it('gives the place back after an upload that is refused (415, 413, 400)', async () => {
    await upload(t, who.token, 'birth-certificate', Buffer.from('GIF89a not a pdf')).expect(415);
    await upload(t, who.token, 'birth-certificate', pdfBytes('big', 11 * 1024 * 1024)).expect(413);
    await upload(t, who.token, undefined, pngBytes()).expect(400);
    await uploadDocument(t, who.token, 'birth-certificate');
  });
});

/**
 * Upload starvation (issue 20): a citizen trickling uploads 100 bytes a second holds at most
 * VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN places, and each for at most VAULT_UPLOAD_TIMEOUT.
 */
describe('Slow uploads cannot starve other citizens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        VAULT_MAX_CONCURRENT_UPLOADS: '4',
        VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN: '2',
        VAULT_UPLOAD_TIMEOUT: '2s',
      },
    });
  });
  afterAll(() => t.close());

  /** An upload sending 100 bytes a second; `ended` settles with its status, or the error that ended it. */
  function trickle(token: string): { ended: Promise<number | string>; stop: () => void } {
    const boundary = 'cjs-test-boundary';
    const req = request(new URL('/api/v1/vault/documents', t.baseUrl), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(1024 * 1024),
      },
    });
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="document_code"\r\n\r\nbirth-certificate\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const timer = setInterval(() => req.write('x'.repeat(100)), 1000);
    const ended = new Promise<number | string>((resolve) => {
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    }).finally(() => clearInterval(timer));
    return {
      ended,
      stop: () => {
        clearInterval(timer);
        req.destroy();
      },
    };
  }
  const inFlight = () =>
    new Promise((resolve) => setTimeout(resolve, 300)); /* the service has taken the trickles in */

  it('caps one citizen’s uploads in flight (429 RATE_LIMITED with Retry-After) while another citizen uploads', async () => {
    const slow = await signInWithHighAssurance(t);
    const other = await signInWithHighAssurance(t);
    const trickles = [trickle(slow.token), trickle(slow.token)];
    try {
      await inFlight();
      const third = await upload(t, slow.token, 'birth-certificate', pdfBytes('third'));
      expect([third.status, third.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      await uploadDocument(t, other.token, 'birth-certificate');
    } finally {
      for (const x of trickles) x.stop();
    }
  });

  it('cuts off an upload trickling 100 bytes a second after VAULT_UPLOAD_TIMEOUT, and gives its place back', async () => {
    const slow = await signInWithHighAssurance(t);
    const started = Date.now();
    const trickles = [trickle(slow.token), trickle(slow.token)];
    try {
      const outcomes = await Promise.race([
        Promise.all(trickles.map((x) => x.ended)),
        new Promise((resolve) => setTimeout(() => resolve('still trickling after 6 s'), 6000)),
      ]);
      // 408 UPLOAD_TIMEOUT, or the connection closed before the client read it.
      expect(outcomes).toEqual([expect.anything(), expect.anything()]);
      for (const outcome of outcomes as (number | string)[])
        expect([408, 'ECONNRESET', 'EPIPE']).toContain(outcome);
      expect(Date.now() - started).toBeLessThan(5000);
      // The same citizen's places are free again.
      await uploadDocument(t, slow.token, 'birth-certificate');
    } finally {
      for (const x of trickles) x.stop();
    }
  });
});
