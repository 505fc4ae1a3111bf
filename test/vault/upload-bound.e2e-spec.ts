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
