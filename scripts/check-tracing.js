#!/usr/bin/env node
// `npm run test:tracing` (DESIGN §14): starts the BUILT service with OTEL_EXPORTER_OTLP_ENDPOINT pointing
// at an OTLP/HTTP receiver in this script, sends a request that reads the database, and checks that
// the receiver got a server span for the HTTP request and a pg span for its SQL in the same trace.
// Then starts it without the variable and checks that no OpenTelemetry module was loaded.
const { spawn, spawnSync } = require('node:child_process');
const { createServer } = require('node:http');
const { join } = require('node:path');

const main = join(__dirname, '..', 'dist', 'main.js');
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function main_() {
  const spans = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        for (const rs of JSON.parse(body).resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? []) for (const s of ss.spans ?? []) spans.push({ scope: ss.scope.name, ...s });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  const otlpPort = await new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve(receiver.address().port)));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    METRICS_PORT: '0',
    EMBEDDED_DB_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
    OTEL_BSP_SCHEDULE_DELAY: '200',
  };
  for (const k of ['DATABASE_URL', 'NODE_ENV', 'REDIS_URL']) delete env[k];
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      if (i > 240) throw new Error('service not ready in 60 s');
      if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/health/ready`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    // An unknown session token: the guard looks its hash up in the database, then answers 401.
    const res = await fetch(`${base}/api/v1/journeys`, { headers: { Authorization: `Bearer ${'x'.repeat(43)}` } });
    if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
    let server;
    let sql;
    for (let i = 0; i < 40 && !(server && sql); i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      server = spans.find((s) => s.scope.includes('instrumentation-http') && s.kind === 2 && /GET/.test(s.name));
      sql = server && spans.find((s) => s.scope.includes('instrumentation-pg') && s.traceId === server.traceId && /query/.test(s.name));
    }
    if (!server) throw new Error(`no HTTP server span received (${spans.length} spans)`);
    if (!sql) throw new Error('no pg span in the HTTP request\'s trace');
    const route = (server.attributes ?? []).find((a) => a.key === 'http.route')?.value?.stringValue;
    // The list is answered by the read lane (src/http/read-lane.ts), not Express: its span is named all the same.
    if (route !== '/api/v1/journeys') throw new Error(`the server span's http.route is ${route}, not /api/v1/journeys`);
    console.log(`OTLP receiver: ${spans.length} spans; HTTP "${server.name}" (route ${route ?? 'n/a'}) with SQL "${sql.name}" in trace ${server.traceId}`);
  } finally {
    // A child that already exited (a failed start) emits no 'exit' again: waiting would hang the check.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    receiver.close();
  }
  // Without the variable, nothing of OpenTelemetry is loaded.
  const probe = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(join(__dirname, '..', 'dist', 'tracing.js'))}); console.log(Object.keys(require.cache).filter((k) => k.includes('@opentelemetry')).length)`], { encoding: 'utf8', env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '' } });
  if (probe.stdout.trim() !== '0') throw new Error(`OpenTelemetry modules loaded without OTEL_EXPORTER_OTLP_ENDPOINT: ${probe.stdout}${probe.stderr}`);
  console.log('without OTEL_EXPORTER_OTLP_ENDPOINT: no OpenTelemetry module loaded');
}

main_().catch((error) => {
  console.error(`tracing check failed: ${error.message}`);
  process.exit(1);
});
