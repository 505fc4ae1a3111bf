import { createCitizenWeb } from './app';

/** TRUST_PROXY as the service reads it: unset (loopback here), `false`, a hop count, or addresses/CIDRs. */
function trustProxy(value = ''): number | string[] | false | undefined {
  const v = value.trim();
  if (!v) return undefined;
  if (v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
}

/**
 * The citizen web app on its own: `SERVICE_URL` (the service's origin) is required; `PORT` (3001),
 * `BASE_PATH` ('' — the root), `REDIS_URL` (shared sessions), `SESSION_SECRET` (required with
 * REDIS_URL, so that every replica reads the same cookies) and `TRUST_PROXY` (which X-Forwarded-For
 * entries give the citizen's address, forwarded to the service; loopback by default) are optional.
 * The service counts that address only if its own TRUST_PROXY names this app's address.
 */
function main(): void {
  const serviceUrl = process.env.SERVICE_URL;
  if (!serviceUrl || !/^https?:\/\//.test(serviceUrl)) {
    console.error('SERVICE_URL must be the service origin, e.g. http://127.0.0.1:3000');
    process.exit(1);
  }
  if (process.env.REDIS_URL && !process.env.SESSION_SECRET) {
    console.error('SESSION_SECRET is required with REDIS_URL (every replica must read the same cookies)');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3001);
  const app = createCitizenWeb({
    serviceUrl,
    basePath: process.env.BASE_PATH ?? '',
    redisUrl: process.env.REDIS_URL,
    sessionSecret: process.env.SESSION_SECRET,
    trustProxy: trustProxy(process.env.TRUST_PROXY),
  });
  const server = app.listen(port, () =>
    console.log(JSON.stringify({ msg: 'citizen web app listening', port })),
  );
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main();
