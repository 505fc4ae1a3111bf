#!/usr/bin/env node
// `npm run test:sigterm` (DESIGN §18): a pod deleted while it starts must not wait out its grace
// period. Starts the BUILT service (dist/main.js, embedded database in memory) and sends SIGTERM
// 100 ms later, several times; each run must end within 1 s of the signal and print only JSON lines,
// exiting 0 — or ended by the signal itself (tini: 128 + its number), which is what happens on a busy
// host when the signal arrives before Node has run the first line of main.ts (Node's own start-up
// takes longer than 100 ms there); either way the pod is gone at once, which is what §18 asks. Where `unshare` can make a PID namespace (Linux, root: CI) and Debian's tini is
// installed, once more as the image runs it: tini as PID 1 of its own PID namespace, Node its child,
// the signal sent to PID 1 as `docker stop` / the kubelet would (Node itself as PID 1 would ignore a
// SIGTERM that arrives before its first line of JavaScript has run). Exits 1 naming the run that did not.
const { spawn, spawnSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const MAIN = join(__dirname, '..', 'dist', 'main.js');
const SIGNAL_AFTER_MS = Number(process.env.SIGNAL_AFTER_MS ?? 100);
const EXIT_WITHIN_MS = 1000;
const RUNS = Number(process.env.RUNS ?? 3);

const canBePid1 =
  process.platform === 'linux' &&
  spawnSync('tini', ['--version']).status === 0 &&
  spawnSync('unshare', ['--pid', '--fork', process.execPath, '-e', 'process.exit(process.pid === 1 ? 0 : 1)']).status === 0;

/** The host's pid of unshare's child (tini, PID 1 in its namespace). */
function childOf(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ')[0]) || undefined;
  } catch {
    return undefined;
  }
}

function run(signal, { pid1 = false } = {}) {
  return new Promise((resolve) => {
    const env = { ...process.env, EMBEDDED_DB_DIR: 'memory://', PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'info' };
    for (const k of ['DATABASE_URL', 'NODE_ENV', 'IDENTITY_PROVIDERS', 'REDIS_URL', 'OTEL_EXPORTER_OTLP_ENDPOINT']) delete env[k];
    const [command, args] = pid1
      ? ['unshare', ['--pid', '--fork', 'tini', '--', process.execPath, MAIN]]
      : [process.execPath, [MAIN]];
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    // In a PID namespace the signal goes to its PID 1 (unshare forwards none), as `docker stop` would.
    const target = () => (pid1 ? childOf(child.pid) : child.pid);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let sentAt;
    const timer = setTimeout(() => {
      sentAt = Date.now();
      process.kill(target(), signal);
    }, SIGNAL_AFTER_MS);
    const killer = setTimeout(() => {
      const pid = target();
      if (pid) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
    }, SIGNAL_AFTER_MS + 10_000);
    child.on('exit', (code, bySignal) => {
      clearTimeout(timer);
      clearTimeout(killer);
      resolve({ code, bySignal, afterSignalMs: sentAt === undefined ? undefined : Date.now() - sentAt, output });
    });
  });
}

async function main() {
  const problems = [];
  const runs = [
    ...Array.from({ length: RUNS }, () => ({ signal: 'SIGTERM' })),
    { signal: 'SIGINT' },
    ...(canBePid1 ? [{ signal: 'SIGTERM', pid1: true }] : []),
  ];
  if (!canBePid1) console.log('no PID namespace or no tini here (needs Linux, root, tini): the PID 1 run is skipped');
  for (const [index, { signal, pid1 }] of runs.entries()) {
    {
      const i = `${index + 1}${pid1 ? ' (tini as PID 1, as in the image)' : ''}`;
      const r = await run(signal, { pid1 });
      const notJson = r.output.split('\n').filter((l) => l.trim()).filter((l) => {
        try {
          return typeof JSON.parse(l) !== 'object';
        } catch {
          return true;
        }
      });
      const what = `${signal} run ${i}: exit ${r.code ?? r.bySignal} ${r.afterSignalMs ?? '?'} ms after the signal`;
      console.log(what);
      if (r.afterSignalMs === undefined) problems.push(`${what}: ended before the signal was sent`);
      else if (r.afterSignalMs > EXIT_WITHIN_MS) problems.push(`${what}: more than ${EXIT_WITHIN_MS} ms`);
      const SIGNAL_NUMBERS = { SIGINT: 2, SIGTERM: 15 };
      const endedBySignal = r.bySignal === signal || (pid1 && r.code === 128 + SIGNAL_NUMBERS[signal]);
      if (r.code !== 0 && !endedBySignal) problems.push(`${what}: neither exit 0 nor ended by ${signal}`);
      if (notJson.length) problems.push(`${what}: lines that are not JSON: ${notJson.slice(0, 3).join(' | ')}`);
    }
  }
  if (problems.length) {
    console.error(`early signal: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`early signal: every run ended (exit 0, or by the signal before main.ts ran) within ${EXIT_WITHIN_MS} ms of a signal sent ${SIGNAL_AFTER_MS} ms after start, JSON lines only`);
}

main().catch((error) => {
  console.error(`early signal check failed: ${error.message}`);
  process.exit(1);
});
