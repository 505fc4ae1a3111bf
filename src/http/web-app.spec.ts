import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { readAppConfig } from '../config/app.config';
import type { Request } from 'express';
import { HOP_KEY_HEADER, serveWebApp, vouchedAddress, WEB_APP_DIR } from './web-app';

describe('serveWebApp', () => {
  let dir: string;
  const logger = { log: jest.fn(), warn: jest.fn() };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'web-app-'));
    logger.log.mockClear();
    logger.warn.mockClear();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A stand-in build of citizen-web: an app.js whose app answers with the options it was made with. */
  function appWith(built: boolean) {
    if (built) {
      mkdirSync(join(dir, 'public'));
      writeFileSync(join(dir, 'public', 'manifest.json'), '{}');
      writeFileSync(
        join(dir, 'app.js'),
        'exports.createCitizenWeb = (options) => (req, res) => res.json({ web: req.method + " " + req.path, options });',
      );
    }
    const app = express();
    const served = serveWebApp(app, logger, 4321, { dir, trustProxy: ['10.0.0.0/8'] });
    app.use((req, res) =>
      res
        .status(404)
        .json({ route: req.method + ' ' + req.path, ip: req.ip, hop: req.headers[HOP_KEY_HEADER] }),
    );
    return { app, served };
  }

  it('hands every page to the citizen web app, which calls this service over loopback', async () => {
    const { app, served } = appWith(true);
    expect(served).toBe(true);
    const page = await request(app).get('/journeys/x').expect(200);
    expect(page.body.web).toBe('GET /journeys/x');
    expect(page.body.options.serviceUrl).toBe('http://127.0.0.1:4321');
    expect((await request(app).post('/sign-in').expect(200)).body.web).toBe('POST /sign-in');
  });

  it('never answers /api, /docs, /health or /sandbox: they stay the interface', async () => {
    const { app } = appWith(true);
    expect((await request(app).get('/api/v1/journeys').expect(404)).body.route).toBe('GET /api/v1/journeys');
    expect((await request(app).post('/api/v1/intents').expect(404)).body.route).toBe('POST /api/v1/intents');
    await request(app).get('/docs').expect(404);
    await request(app).get('/health/live').expect(404);
    await request(app).post('/sandbox/sso/exchange-codes').expect(404);
  });

  it("takes the citizen's address from the app's calls alone: loopback and this process's key", async () => {
    const { app } = appWith(true);
    const { options } = (await request(app).get('/').expect(200)).body;
    expect(options.trustProxy).toEqual(['10.0.0.0/8']); // the app reads the citizen's address as the service does
    expect(options.hopKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const call = (headers: Record<string, string>) =>
      request(app)
        .get('/api/v1/journeys')
        .set(headers)
        .expect(404)
        .then((r) => r.body);
    // The app's call: its X-Forwarded-For is the client address; the key goes no further.
    const vouched = await call({ 'X-Forwarded-For': '198.51.100.7', [HOP_KEY_HEADER]: options.hopKey });
    expect(vouched.ip).toBe('198.51.100.7');
    expect(vouched.hop).toBeUndefined();
    // Forged: no key, a wrong key, a list, not an address: the peer's own address, the key removed.
    const forgeries: Record<string, string>[] = [
      { 'X-Forwarded-For': '198.51.100.7' },
      { 'X-Forwarded-For': '198.51.100.7', [HOP_KEY_HEADER]: 'x'.repeat(43) },
      { 'X-Forwarded-For': '198.51.100.7, 203.0.113.1', [HOP_KEY_HEADER]: options.hopKey },
      { 'X-Forwarded-For': 'somewhere', [HOP_KEY_HEADER]: options.hopKey },
    ];
    for (const forged of forgeries) {
      const body = await call(forged);
      expect(body.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
      expect(body.hop).toBeUndefined();
    }
  });

  it('never takes the forwarded address from a peer that is not loopback, even with the key', () => {
    const vouch = vouchedAddress('k'.repeat(43));
    const req = {
      headers: { 'x-forwarded-for': '198.51.100.7', [HOP_KEY_HEADER]: 'k'.repeat(43) },
      socket: { remoteAddress: '203.0.113.9' },
    } as unknown as Request;
    vouch(req);
    expect(Object.getOwnPropertyDescriptor(req, 'ip')).toBeUndefined();
    expect(req.headers[HOP_KEY_HEADER]).toBeUndefined();
    const local = {
      headers: { 'x-forwarded-for': '198.51.100.7', [HOP_KEY_HEADER]: 'k'.repeat(43) },
      socket: { remoteAddress: '::ffff:127.0.0.1' },
    } as unknown as Request;
    vouch(local);
    expect(local.ip).toBe('198.51.100.7');
  });

  it('without a build logs one line and serves nothing', async () => {
    const { app, served } = appWith(false);
    expect(served).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    await request(app).get('/').expect(404);
  });

  it('looks for the build in citizen-web/dist', () => {
    expect(WEB_APP_DIR.endsWith(join('citizen-web', 'dist'))).toBe(true);
  });
});

describe('WEB_APP', () => {
  const prod = { NODE_ENV: 'production', IDENTITY_PROVIDERS: 'live' };

  it('is on by default outside production, off in production unless set', () => {
    expect(readAppConfig({}).webApp).toBe(true);
    expect(readAppConfig(prod).webApp).toBe(false);
    expect(readAppConfig({ ...prod, WEB_APP: 'true' }).webApp).toBe(true);
    expect(readAppConfig({ WEB_APP: 'false' }).webApp).toBe(false);
    expect(() => readAppConfig({ WEB_APP: 'maybe' })).toThrow(/WEB_APP/);
  });
});
