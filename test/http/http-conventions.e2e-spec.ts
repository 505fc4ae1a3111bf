import { connect } from 'node:net';
import * as zlib from 'node:zlib';
import { gzipSync } from 'node:zlib';
import { createTestApp, TestApp } from '../factories/app.factory';
import { signIn, signInWithHighAssurance } from '../factories/auth.factory';
import { bearer } from '../factories/journey.factory';
import { pdfBytes } from '../factories/vault.factory';

/** Sends raw bytes to the app and returns what came back before the server closed the connection. */
function rawExchange(baseUrl: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

function parseRaw(raw: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head, body] = raw.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('HTTP conventions (DESIGN §10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://citizen.example.gov, http://localhost:5173' } });
  });
  afterAll(() => t.close());

  describe('405 with Allow for a known path and a method it does not serve', () => {
    it.each([
      ['delete', '/api/v1/journeys', 'GET, HEAD'],
      ['put', '/api/v1/intents/compile', 'POST'],
      ['post', '/api/v1/journeys/6f1c3f5e-3c1a-4c8e-9d2a-0b1c2d3e4f50', 'GET, HEAD'],
      ['delete', '/health/ready', 'GET, HEAD'],
    ] as const)('%s %s → 405 Allow: %s', async (method, path, allow) => {
      const res = await t.http[method](path);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
      expect(res.body.request_id).toBe(res.headers['x-request-id']);
    });

    it('an unknown path is still 404', async () => {
      const res = await t.http.delete('/api/v1/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    });
  });

  describe("answers Node's HTTP parser makes are problem+json", () => {
    it('oversized headers → 431 HEADERS_TOO_LARGE', async () => {
      const raw = await rawExchange(
        t.baseUrl,
        `GET /health/live HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      const res = parseRaw(raw);
      expect(res.status).toBe(431);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
      expect((res.body as { request_id: string }).request_id).toBe(res.headers['x-request-id']);
    });

    it('a malformed request line → 400 VALIDATION_FAILED', async () => {
      const res = parseRaw(await rawExchange(t.baseUrl, 'GET /x y z HTTP/1.1\r\n\r\n'));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    });
  });

  describe('Content-Encoding of request bodies', () => {
    const compile = (token: string) =>
      t.http.post('/api/v1/intents/compile').set(bearer(token)).set('Content-Type', 'application/json');

    it('a gzip JSON body is read', async () => {
      const { token } = await signIn(t);
      // fetch sends the bytes as they are (supertest would serialise a Buffer as JSON).
      const res = await fetch(`${t.baseUrl}/api/v1/intents/compile`, {
        method: 'POST',
        headers: { ...bearer(token), 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        body: gzipSync(JSON.stringify({ message: 'we just had a baby' })),
      });
      expect(res.status).toBe(201);
      expect(((await res.json()) as { supported: boolean }).supported).toBe(true);
    });

    it('a body that does not decompress → 400, an unknown encoding → 415, never 500', async () => {
      const { token } = await signIn(t);
      // zstd is read where Node's zlib has it (Node 22.15 and later: body-parser uses it then).
      const zstd = typeof (zlib as { createZstdDecompress?: unknown }).createZstdDecompress === 'function';
      for (const encoding of ['gzip', 'br', 'deflate', ...(zstd ? ['zstd'] : [])]) {
        const res = await compile(token).set('Content-Encoding', encoding).send('{"message":"hello"}');
        expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      for (const encoding of [...(zstd ? [] : ['zstd']), 'compress', 'x-unknown', 'gzip, x-unknown']) {
        const res = await compile(token).set('Content-Encoding', encoding).send('{"message":"hello"}');
        expect([res.status, res.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
      }
    });

    it('an upload with a Content-Encoding → 415 and nothing stored', async () => {
      const { token, citizenId } = await signInWithHighAssurance(t);
      const res = await t.http
        .post('/api/v1/vault/documents')
        .set(bearer(token))
        .set('Content-Encoding', 'gzip')
        .field('document_code', 'birth-certificate')
        .attach('file', pdfBytes('x'), { filename: 'x.pdf', contentType: 'application/pdf' });
      expect([res.status, res.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
      const rows = await t.dataSource.query('SELECT 1 FROM vault_documents WHERE citizen_id = $1', [
        citizenId,
      ]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('CORS from CORS_ORIGINS', () => {
    it('answers a preflight from an allowed origin, without credentials', async () => {
      const res = await t.http
        .options('/api/v1/journeys')
        .set('Origin', 'https://citizen.example.gov')
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'authorization, idempotency-key');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://citizen.example.gov');
      expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
      expect(res.headers['access-control-allow-headers']).toMatch(/Idempotency-Key/);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('lets an allowed origin read the answer and its request id', async () => {
      const { token } = await signIn(t);
      const res = await t.http
        .get('/api/v1/journeys')
        .set(bearer(token))
        .set('Origin', 'http://localhost:5173');
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(res.headers['access-control-expose-headers']).toMatch(/X-Request-Id/);
    });

    it('gives another origin no access headers', async () => {
      const res = await t.http
        .options('/api/v1/journeys')
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'GET');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const get = await t.http.get('/api/v1/workflows').set('Origin', 'https://evil.example');
      expect(get.status).toBe(200);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('CORS unset (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: undefined } });
  });
  afterAll(() => t.close());

  it('sends no cross-origin access headers', async () => {
    const res = await t.http.get('/api/v1/workflows').set('Origin', 'https://citizen.example.gov');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
