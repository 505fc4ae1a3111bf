import * as http from 'node:http';
import * as https from 'node:https';
import type { AddressInfo } from 'node:net';
import express, { Express } from 'express';
import { ExpressServerAdapter } from './express-server.adapter';

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

  it("keeps Nest's own server for HTTPS", () => {
    const adapter = new ExpressServerAdapter(express());
    // A self-signed pair is not needed to see which server class is built.
    adapter.initHttpServer({ httpsOptions: {} });
    expect(adapter.getHttpServer()).toBeInstanceOf(https.Server);
  });
});
