// Many application instances start in one test process: none opens the Prometheus port unless a
// test asks for one (METRICS_PORT in createTestApp's env).
process.env.METRICS_PORT ??= '0';
// With REDIS_URL set, rate-limit counters live in Redis for a minute: keys of this run's own, so an
// earlier run (or another machine's CI on the same Redis) never counts against this one.
process.env.RATE_LIMIT_KEY_PREFIX ??= `cjs-test:${process.pid}:${Date.now()}`;
// The retention purge runs only when a test calls it: app instances of other suites share the database.
process.env.RETENTION_PURGE_INTERVAL ??= '0';
// Deliveries and reminders are worked only by the suites that test them (DELIVERY_WORKER in
// createTestApp's env): a worker polls the job queue until its app closes.
process.env.DELIVERY_WORKER ??= 'false';
