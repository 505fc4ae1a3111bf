#!/usr/bin/env node
// `npm run test:manifests`: renders deploy/kubernetes with `kubectl kustomize` (Debian's kubectl,
// installed by .ci/run when missing) and checks what a platform review checks. Exits 1 listing
// every problem found.
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');
const yaml = require('js-yaml');

const rendered = execFileSync('kubectl', ['kustomize', join(__dirname, '..', 'deploy', 'kubernetes')], { encoding: 'utf8' });
const docs = yaml.loadAll(rendered).filter(Boolean);
const problems = [];
const check = (ok, what) => {
  if (!ok) problems.push(what);
};
const byKind = (kind) => docs.filter((d) => d.kind === kind);
const one = (kind) => {
  const found = byKind(kind);
  check(found.length === 1, `exactly one ${kind} (found ${found.length})`);
  return found[0] ?? {};
};
const seconds = (v) => {
  const m = /^(\d+)(ms|s|m)?$/.exec(String(v ?? ''));
  if (!m) return NaN;
  return Number(m[1]) * { ms: 0.001, s: 1, m: 60 }[m[2] ?? 's'];
};

const config = one('ConfigMap').data ?? {};
const deployment = one('Deployment');
const job = one('Job');
one('Service');
one('PodDisruptionBudget');
one('HorizontalPodAutoscaler');
one('NetworkPolicy');

function checkPod(name, spec, { probes }) {
  const pod = spec.securityContext ?? {};
  check(pod.runAsNonRoot === true, `${name}: runAsNonRoot`);
  check(Number.isInteger(pod.runAsUser) && pod.runAsUser > 0, `${name}: numeric, non-zero runAsUser`);
  for (const c of spec.containers ?? []) {
    const sc = c.securityContext ?? {};
    check(sc.readOnlyRootFilesystem === true, `${name}/${c.name}: readOnlyRootFilesystem`);
    check(sc.allowPrivilegeEscalation === false, `${name}/${c.name}: allowPrivilegeEscalation false`);
    check((sc.capabilities?.drop ?? []).includes('ALL'), `${name}/${c.name}: capabilities drop ALL`);
    for (const r of ['requests', 'limits'])
      for (const k of ['cpu', 'memory']) check(c.resources?.[r]?.[k], `${name}/${c.name}: resources.${r}.${k}`);
    check(!(c.env ?? []).some((e) => /SECRET|PASSWORD|TOKEN|HMAC/.test(e.name) && 'value' in e), `${name}/${c.name}: no secret value inline`);
    check((c.envFrom ?? []).some((e) => e.secretRef?.name), `${name}/${c.name}: secrets from a Secret reference`);
    const command = [...(c.command ?? []), ...(c.args ?? [])].join(' ');
    check(!/\bnpm\b/.test(command), `${name}/${c.name}: does not run npm`);
    if (probes) {
      check(c.readinessProbe?.httpGet?.path === '/health/ready', `${name}/${c.name}: readiness probe on /health/ready`);
      check(c.livenessProbe?.httpGet?.path === '/health/live', `${name}/${c.name}: liveness probe on /health/live`);
      const notice = (c.readinessProbe?.periodSeconds ?? 10) * (c.readinessProbe?.failureThreshold ?? 3);
      check(notice <= seconds(config.SHUTDOWN_DRAIN), `${name}/${c.name}: readiness noticed (${notice} s) within SHUTDOWN_DRAIN`);
    }
  }
}

const podSpec = deployment.spec?.template?.spec ?? {};
checkPod('Deployment', podSpec, { probes: true });
const grace = podSpec.terminationGracePeriodSeconds ?? 30;
const drainAndTimeout = seconds(config.SHUTDOWN_DRAIN) + seconds(config.SHUTDOWN_TIMEOUT);
check(grace > drainAndTimeout, `Deployment: terminationGracePeriodSeconds ${grace} > SHUTDOWN_DRAIN + SHUTDOWN_TIMEOUT (${drainAndTimeout})`);
check(deployment.spec?.strategy?.rollingUpdate?.maxUnavailable === 0, 'Deployment: rolling update with maxUnavailable 0');
check(config.DB_MIGRATE_ON_START === 'false', 'ConfigMap: DB_MIGRATE_ON_START false (the Job migrates)');
check(config.NODE_ENV === 'production', 'ConfigMap: NODE_ENV production');
const jobSpec = job.spec?.template?.spec ?? {};
checkPod('Job', jobSpec, { probes: false });
check(
  (jobSpec.containers ?? []).some((c) => (c.command ?? []).join(' ') === 'node dist/scripts/migrate.js'),
  'Job: runs node dist/scripts/migrate.js',
);
for (const [script, what] of [
  ['dist/scripts/purge.js', 'retention purge'],
  ['dist/scripts/verify-audit.js', 'audit verifier'],
]) {
  const cron = byKind('CronJob').find((c) =>
    (c.spec?.jobTemplate?.spec?.template?.spec?.containers ?? []).some((k) => (k.command ?? []).join(' ') === `node ${script}`),
  );
  check(cron !== undefined, `CronJob: the ${what} runs node ${script}`);
  if (cron) {
    checkPod(`CronJob ${cron.metadata?.name}`, cron.spec.jobTemplate.spec.template.spec, { probes: false });
    check(cron.spec.concurrencyPolicy === 'Forbid', `CronJob ${cron.metadata?.name}: concurrencyPolicy Forbid`);
  }
}
for (const secret of byKind('Secret')) check(!secret.data && !secret.stringData, `Secret ${secret.metadata?.name}: no values in git`);
for (const key of Object.keys(config)) check(!/SECRET|PASSWORD|TOKEN|HMAC|_KEY$/.test(key), `ConfigMap: ${key} looks like a secret`);
const policy = one('NetworkPolicy');
check((policy.spec?.policyTypes ?? []).includes('Ingress') && (policy.spec?.policyTypes ?? []).includes('Egress'), 'NetworkPolicy: Ingress and Egress');
const pdb = one('PodDisruptionBudget');
check(pdb.spec?.minAvailable >= 1 || pdb.spec?.maxUnavailable !== undefined, 'PodDisruptionBudget: keeps a replica');
const hpa = one('HorizontalPodAutoscaler');
check(hpa.spec?.minReplicas >= 2, 'HorizontalPodAutoscaler: at least two replicas');

console.log(`kubectl kustomize deploy/kubernetes: ${docs.length} objects (${docs.map((d) => d.kind).join(', ')})`);
if (problems.length) {
  console.error(`manifest review: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('manifest review: probes, drain and grace period, resources, non-root numeric user, read-only root, no capabilities, migration Job, purge and audit CronJobs, PDB, HPA, NetworkPolicy, no secret values: ok');
