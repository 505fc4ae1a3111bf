import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { readAppConfig } from '../../config/app.config';
import { serveWebApp } from './web-app';

describe('serveWebApp', () => {
  let dir: string;
  const logger = { log: jest.fn(), warn: jest.fn() };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'web-app-'));
    logger.log.mockClear();
    logger.warn.mockClear();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function appWith(built: boolean) {
    if (built) {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
      // A file named like a route must never shadow it.
      mkdirSync(join(dir, 'api', 'v1'), { recursive: true });
      writeFileSync(join(dir, 'api', 'v1', 'journeys'), 'shadow');
    }
    const app = express();
    const served = serveWebApp(app, logger, dir);
    app.use((req, res) => res.status(404).json({ route: req.method + ' ' + req.path }));
    return { app, served };
  }

  it('serves the page at / with a CSP that allows only this origin, and hashed assets as immutable', async () => {
    const { app, served } = appWith(true);
    expect(served).toBe(true);
    const page = await request(app).get('/').expect(200);
    expect(page.text).toContain('<title>app</title>');
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await request(app).get('/assets/index-abc.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("sends the app's files gzipped to a browser that accepts it, and an answer of the interface as it is", async () => {
    const { app } = appWith(true);
    writeFileSync(join(dir, 'assets', 'index-big.js'), 'console.log("a citizen journey");\n'.repeat(200));
    const asset = await request(app).get('/assets/index-big.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.text).toContain('a citizen journey');
    const api = await request(app).get('/api/v1/journeys').set('Accept-Encoding', 'gzip').expect(404);
    expect(api.headers['content-encoding']).toBeUndefined();
  });

  it('never answers /api, /docs, /health or /sandbox, nor a method other than GET and HEAD', async () => {
    const { app } = appWith(true);
    expect((await request(app).get('/api/v1/journeys').expect(404)).body.route).toBe('GET /api/v1/journeys');
    await request(app).get('/health/live').expect(404);
    await request(app).post('/').expect(404);
  });

  it('without a build logs one line and serves nothing', async () => {
    const { app, served } = appWith(false);
    expect(served).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    await request(app).get('/').expect(404);
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
