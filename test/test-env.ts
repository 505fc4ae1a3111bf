// Many application instances start in one test process: none opens the Prometheus port unless a
// test asks for one (METRICS_PORT in createTestApp's env).
process.env.METRICS_PORT ??= '0';
