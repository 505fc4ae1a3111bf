import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { readAppConfig } from '../config/app.config';
import { serveWebApp, WEB_APP_DIR } from './web-app';

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
    const served = serveWebApp(app, logger, 4321, dir);
    app.use((req, res) => res.status(404).json({ route: req.method + ' ' + req.path }));
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
