import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppLogger, createRootLogger, redactDeep, redactUrl, requestLogging } from './logging';

describe('log redaction', () => {
  it('redacts sensitive keys at any depth and in any case', () => {
    const out = redactDeep({
      req: { headers: { Authorization: 'Bearer abc' } },
      body: { session_token: 't', nested: [{ national_id: '123', birth_date: '2000-01-01', keep: 1 }] },
      qr_payload: 'eyJ',
      exchange_code: 'c',
    });
    expect(JSON.stringify(out)).not.toMatch(/abc|"t"|123|2000-01-01|eyJ|"c"/);
    expect(JSON.stringify(out)).toContain('"keep":1');
  });

  it('drops query string values (one-time codes travel in redirects)', () => {
    expect(redactUrl('/cb?code=secret123&state=x')).toBe('/cb?code=[redacted]&state=[redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});

describe('AppLogger and the request log', () => {
  function capture(level = 'info') {
    const lines: Record<string, unknown>[] = [];
    const root = createRootLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
    return { lines, root, logger: new AppLogger(root) };
  }

  /**
   * A server answering with `handle`, and `closed(n)`: settles once n answers have closed. The request
   * logger writes its line on an answer's `close`; the listener added here runs after it.
   */
  function serve(handle: (req: IncomingMessage, res: ServerResponse) => void) {
    let count = 0;
    const waiting: { n: number; resolve: () => void }[] = [];
    const server = createServer((req, res) => {
      handle(req, res);
      res.once('close', () => {
        count += 1;
        for (const w of waiting.filter((w) => w.n <= count)) w.resolve();
      });
    });
    const closed = (n: number) =>
      new Promise<void>((resolve) => (count >= n ? resolve() : waiting.push({ n, resolve })));
    return { server, closed };
  }

  it("accepts Nest's call shapes and pino's object-first form", () => {
    const { lines, logger } = capture();
    logger.log('started', 'Main');
    logger.error('boom', 'stack at x', 'Errors');
    logger.error({ err: new Error('db down'), request_id: 'r1' }, 'unhandled error', 'Errors');
    logger.warn({ national_id: '123456789' }, 'careful', 'Auth');
    logger.debug('not written at info', 'Main');
    expect(lines.map((l) => [l.msg, l.context])).toEqual([
      ['started', 'Main'],
      ['boom', 'Errors'],
      ['unhandled error', 'Errors'],
      ['careful', 'Auth'],
    ]);
    expect(lines[1].stack).toBe('stack at x');
    expect(lines[2]).toMatchObject({ request_id: 'r1', err: { message: 'db down' } });
    expect(lines[3].national_id).toBe('[redacted]');
  });

  it('logs errors without the failed statement’s parameters or the driver’s detail', () => {
    const { lines, logger } = capture();
    const failed = Object.assign(new Error('duplicate key'), {
      query: 'INSERT …',
      parameters: ['{"birth_date":"2020-01-01"}'],
      driverError: { detail: 'Key (x)=(y)' },
      code: '23505',
    });
    logger.error({ err: failed, request_id: 'r2' }, 'unhandled error', 'Errors');
    expect(lines[0]).toMatchObject({ err: { message: 'duplicate key', code: '23505' }, request_id: 'r2' });
    expect(JSON.stringify(lines)).not.toMatch(/birth_date|Key \(x\)|INSERT/);
  });

  it('writes 5xx answers as errors at info, and nothing per request below info', async () => {
    const { lines, root } = capture('info');
    const quiet = capture('warn');
    let status = 200;
    const { server, closed } = serve((req, res) => {
      const answer = () => {
        res.statusCode = status;
        res.end('x');
      };
      requestLogging(root)(req, res, () => requestLogging(quiet.root)(req, res, answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await (await fetch(`http://127.0.0.1:${port}/ok`)).text();
      status = 503;
      await (await fetch(`http://127.0.0.1:${port}/down`)).text();
      await closed(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines.map((l) => [l.level, l.msg, (l.req as { url: string }).url])).toEqual([
      ['info', 'request completed', '/ok'],
      ['error', 'request errored', '/down'],
    ]);
    expect(quiet.lines).toEqual([]);
  });

  it('writes one line per answered request with its id, never the query values; none for probes', async () => {
    const { lines, root } = capture();
    const { server, closed } = serve((req, res) => requestLogging(root)(req, res, () => res.end('ok')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/cb?code=secret1`, {
        headers: { 'X-Request-Id': 'abc-1' },
      });
      await answer.text();
      await (await fetch(`http://127.0.0.1:${port}/health/live`)).text();
      await closed(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { id: 'abc-1', method: 'GET', url: '/cb?code=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(lines)).not.toContain('secret1');
  });
});
