import * as http from 'node:http';
import * as https from 'node:https';
import type { AddressInfo } from 'node:net';
import express, { Express } from 'express';
import { assertReviewedVersions, ExpressServerAdapter, REVIEWED_VERSIONS } from './express-server.adapter';

/** Serves `app` through the adapter's server; answers what the server saw of one GET and its body. */
async function oneRequest(app: Express, path: string) {
  const adapter = new ExpressServerAdapter(app);
  adapter.initHttpServer({});
  const server = adapter.getHttpServer() as http.Server;
  const seen: { request?: object; response?: object } = {};
  // Before Express's own handler: what Node's server constructed.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    seen.request = Object.getPrototypeOf(req) as object;
    seen.response = Object.getPrototypeOf(res) as object;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}${path}`);
    return { seen, status: answer.status, body: await answer.json() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('ExpressServerAdapter', () => {
  it('starts only on the Express and platform-express versions its overrides were reviewed on', () => {
    expect(() => assertReviewedVersions()).not.toThrow();
    expect(() =>
      assertReviewedVersions((name) => (name === 'express' ? '5.3.0' : REVIEWED_VERSIONS[name])),
    ).toThrow(/reviewed on express 5\.2\.1, but express 5\.3\.0 is installed/);
  });

  it("constructs each request and response with the app's own prototypes, before Express sees them", async () => {
    const app = express();
    app.get('/hello', (req, res) => {
      res.json({ ip: req.ip, path: req.path, isExpressResponse: typeof res.json === 'function' });
    });
    const { seen, status, body } = await oneRequest(app, '/hello?x=1');
    expect(seen.request).toBe(app.request);
    expect(seen.response).toBe(app.response);
    // Express's request and response API and Node's both still work.
    expect(status).toBe(200);
    expect(body).toEqual({ ip: '127.0.0.1', path: '/hello', isExpressResponse: true });
  });

  it('keeps the objects Node and Express code test for', async () => {
    const app = express();
    app.get('/kinds', (req, res) => {
      res.json({
        request: req instanceof http.IncomingMessage,
        response: res instanceof http.ServerResponse,
        headers: req.headers['user-agent'] !== undefined,
      });
    });
    expect((await oneRequest(app, '/kinds')).body).toEqual({ request: true, response: true, headers: true });
  });

  describe('reply', () => {
    /**
     * What a client sees of one request to `path` on `app`. Node's client, not fetch: fetch adds
     * `Cache-Control: no-cache` to conditional requests, which Express never answers 304.
     */
    async function fetchFrom(
      app: Express,
      path: string,
      init: { method?: string; headers?: Record<string, string> } = {},
    ) {
      const adapter = new ExpressServerAdapter(app);
      adapter.initHttpServer({});
      const server = adapter.getHttpServer() as http.Server;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        return await new Promise<{
          status?: number;
          type?: string;
          length?: string;
          etag?: string;
          body: string;
        }>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, path, ...init }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode,
                type: res.headers['content-type'],
                length: res.headers['content-length'],
                etag: res.headers.etag,
                body,
              }),
            );
          });
          req.on('error', reject);
          req.end();
        });
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }

    /** An app answering `body` at /fast through the adapter's reply and at /express through res.json. */
    function appAnswering(body: unknown, status?: number, etag = false) {
      const app = express();
      app.set('etag', etag);
      const adapter = new ExpressServerAdapter(app);
      app.all('/fast', (_req, res) => adapter.reply(res, body, status));
      app.all('/express', (_req, res) => {
        if (status) res.status(status);
        res.json(body);
      });
      return app;
    }

    it.each([
      ['an object', { items: [{ id: 'é', at: new Date(0) }], n: 1, nothing: undefined }, 200],
      ['a list', [1, 'two', null], 201],
      ['an empty object with 204', {}, 204],
    ])('answers %s with the same status, headers and bytes as res.json()', async (_name, body, status) => {
      const app = appAnswering(body, status);
      expect(await fetchFrom(app, '/fast')).toEqual(await fetchFrom(app, '/express'));
    });

    it('answers HEAD without a body, and conditional requests as Express does', async () => {
      let app = appAnswering({ a: 1 });
      expect(await fetchFrom(app, '/fast', { method: 'HEAD' })).toEqual(
        await fetchFrom(app, '/express', { method: 'HEAD' }),
      );
      // An app with Express's ETags: a request naming one is answered 304 by Express, and the
      // adapter hands such apps and conditional requests to Express.
      app = appAnswering({ a: 1 }, 200, true);
      expect(await fetchFrom(app, '/fast')).toEqual(await fetchFrom(app, '/express'));
      const etag = (await fetchFrom(app, '/express')).etag!;
      const conditional = { headers: { 'If-None-Match': etag } };
      const expected = await fetchFrom(app, '/express', conditional);
      expect(expected.status).toBe(304);
      expect(await fetchFrom(app, '/fast', conditional)).toEqual(expected);
      // Without ETags (as this service runs), Express still answers `If-None-Match: *` with 304.
      app = appAnswering({ a: 1 });
      const any = { headers: { 'If-None-Match': '*' } };
      expect((await fetchFrom(app, '/express', any)).status).toBe(304);
      expect(await fetchFrom(app, '/fast', any)).toEqual(await fetchFrom(app, '/express', any));
    });

    it('leaves a Content-Type a handler chose to Express', async () => {
      const app = express();
      const adapter = new ExpressServerAdapter(app);
      app.get('/text', (_req, res) => {
        res.type('text/plain');
        adapter.reply(res, 'plain words', 200);
      });
      expect(await fetchFrom(app, '/text')).toMatchObject({
        type: 'text/plain; charset=utf-8',
        body: 'plain words',
      });
    });
  });

  it("keeps Nest's own server for HTTPS", () => {
    const adapter = new ExpressServerAdapter(express());
    // A self-signed pair is not needed to see which server class is built.
    adapter.initHttpServer({ httpsOptions: {} });
    expect(adapter.getHttpServer()).toBeInstanceOf(https.Server);
  });
});
