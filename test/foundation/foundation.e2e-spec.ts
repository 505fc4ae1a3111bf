import { createTestApp, TestApp } from '../factories/app.factory';

describe('Foundation: contract, errors, health, workflows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness outside /api/v1', async () => {
    await t.http.get('/health/live').expect(200);
    const ready = await t.http.get('/health/ready').expect(200);
    expect(ready.body.info.database.status).toBe('up');
  });

  it('lists the three shipped life events as active workflows', async () => {
    const res = await t.http.get('/api/v1/workflows').expect(200);
    // Other test files publish test-only templates into the shared test database: look for the shipped ones.
    const codes = res.body.items.map((w: { code: string }) => w.code);
    expect(codes).toEqual(expect.arrayContaining(['birth-of-a-child', 'losing-a-job', 'moving-home']));
    for (const item of res.body.items) {
      expect(Object.keys(item).sort()).toEqual(['code', 'summary', 'title', 'version']);
      expect(item.version).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers an unknown route with problem+json 404 and a request id', async () => {
    const res = await t.http.get('/api/v1/nothing-here').set('X-Request-Id', 'req-abc-123').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['x-request-id']).toBe('req-abc-123');
    expect(res.body).toEqual({
      type: 'urn:problem:NOT_FOUND',
      title: 'Not found',
      status: 404,
      detail: expect.any(String),
      code: 'NOT_FOUND',
      request_id: 'req-abc-123',
    });
  });

  it('makes a request id when none (or a malformed one) is given', async () => {
    const res = await t.http
      .get('/api/v1/nothing-here')
      .set('X-Request-Id', 'bad id with spaces')
      .expect(404);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.request_id).toBe(res.headers['x-request-id']);
  });

  it('answers malformed JSON with 400 VALIDATION_FAILED and no parser internals', async () => {
    const res = await t.http
      .post('/api/v1/workflows')
      .set('Content-Type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.request_id).toBe(res.headers['x-request-id']);
    expect(res.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules|SyntaxError/);
  });

  it('answers a body nested thousands of levels deep with 400, not a 500', async () => {
    const deep = '{"message":"hi","x":' + '['.repeat(3000) + ']'.repeat(3000) + '}';
    const res = await t.http
      .post('/api/v1/intents/compile')
      .set('Content-Type', 'application/json')
      .send(deep);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers a body that is not JSON with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.http.post('/api/v1/intents/compile').set('Content-Type', 'text/plain').send('hello');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a JSON body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(150 * 1024) });
    const res = await t.http
      .post('/api/v1/workflows')
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers and no x-powered-by or ETag on JSON answers', async () => {
    for (const path of ['/health/live', '/api/v1/workflows', '/api/v1/nothing-here']) {
      const res = await t.http.get(path);
      expect([path, res.headers['content-security-policy']]).toEqual([
        path,
        "default-src 'none'; frame-ancestors 'none'",
      ]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.headers['x-request-id']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it("sends helmet's page headers with Swagger UI, whose Try-it-out works on plain-http QA hosts", async () => {
    const res = await t.http.get('/docs/').expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves Swagger UI and the OpenAPI document with bearer security and the problem schema', async () => {
    const ui = await t.http.get('/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const doc = await t.http.get('/docs/openapi.json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.body.components.schemas.ProblemDto.required).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail', 'code', 'request_id']),
    );
    expect(doc.body.paths['/api/v1/workflows'].get.operationId).toBe('listWorkflows');
  });

  it('gives every operation a unique operationId', () => {
    const ids: string[] = [];
    for (const item of Object.values(t.document.paths)) {
      for (const op of Object.values(item as Record<string, { operationId?: string }>)) {
        if (op && typeof op === 'object' && 'operationId' in op) ids.push(op.operationId!);
      }
    }
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
