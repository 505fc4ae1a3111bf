#!/usr/bin/env node
// `npm run test:manifests`: renders every overlay of deploy/kubernetes with `kubectl kustomize`
// (Debian's kubectl, installed by .ci/run when missing), validates every rendered object against the
// Kubernetes OpenAPI schemas (kubernetes-models; the ServiceMonitor against the Prometheus Operator's,
// @kubernetes-models/prometheus-operator), and checks what a platform review checks (DESIGN §14, §18).
// Exits 1 listing every problem found.
const { execFileSync } = require('node:child_process');
const { readdirSync } = require('node:fs');
const { join } = require('node:path');
const yaml = require('js-yaml');

const ROOT = join(__dirname, '..', 'deploy', 'kubernetes');
const OVERLAYS = readdirSync(join(ROOT, 'overlays'));
const problems = [];

const seconds = (v) => {
  const m = /^(\d+)(ms|s|m)?$/.exec(String(v ?? ''));
  if (!m) return NaN;
  return Number(m[1]) * { ms: 0.001, s: 1, m: 60 }[m[2] ?? 's'];
};

/** The models module of an apiVersion: the core and built-in groups, or the Prometheus Operator's. */
function modelsOf(apiVersion) {
  if (apiVersion.startsWith('monitoring.coreos.com/')) return `@kubernetes-models/prometheus-operator/${apiVersion}`;
  return `kubernetes-models/${apiVersion}`;
}

async function validateSchema(overlay, doc, check) {
  const name = `${overlay}: ${doc.kind} ${doc.metadata?.name}`;
  let models;
  try {
    models = await import(modelsOf(doc.apiVersion));
  } catch {
    return check(false, `${name}: no schema for apiVersion ${doc.apiVersion}`);
  }
  const Model = models[doc.kind];
  if (!Model) return check(false, `${name}: no schema for kind ${doc.kind} in ${doc.apiVersion}`);
  try {
    new Model(doc).validate();
  } catch (error) {
    check(false, `${name}: does not match the ${doc.apiVersion} ${doc.kind} schema: ${error.message}`);
  }
}

async function review(overlay) {
  const rendered = execFileSync('kubectl', ['kustomize', join(ROOT, 'overlays', overlay)], { encoding: 'utf8' });
  const docs = yaml.loadAll(rendered).filter(Boolean);
  const check = (ok, what) => {
    if (!ok) problems.push(`${overlay}: ${what}`);
  };
  for (const doc of docs) await validateSchema(overlay, doc, (ok, what) => ok || problems.push(what));
  const byKind = (kind) => docs.filter((d) => d.kind === kind);
  const one = (kind, found = byKind(kind)) => {
    check(found.length === 1, `exactly one ${kind} (found ${found.length})`);
    return found[0] ?? {};
  };
  const component = (d) => d.spec?.template?.metadata?.labels?.['app.kubernetes.io/component'];
  const deployments = byKind('Deployment');

  const configMap = one('ConfigMap');
  const config = configMap.data ?? {};
  check(/^citizen-journey-service-[a-z0-9]{10}$/.test(configMap.metadata?.name ?? ''), 'ConfigMap: generated, its name carries the content hash (a config change rolls the pods)');
  const api = one('Deployment', deployments.filter((d) => component(d) === 'api'));
  const worker = one('Deployment (delivery worker)', deployments.filter((d) => component(d) === 'delivery-worker'));
  const service = one('Service');
  one('PodDisruptionBudget');
  one('HorizontalPodAutoscaler');

  function checkPod(name, spec, { probes }) {
    const pod = spec.securityContext ?? {};
    check(pod.runAsNonRoot === true, `${name}: runAsNonRoot`);
    check(Number.isInteger(pod.runAsUser) && pod.runAsUser > 0, `${name}: numeric, non-zero runAsUser`);
    for (const c of [...(spec.initContainers ?? []), ...(spec.containers ?? [])]) {
      const sc = c.securityContext ?? {};
      check(sc.readOnlyRootFilesystem === true, `${name}/${c.name}: readOnlyRootFilesystem`);
      check(sc.allowPrivilegeEscalation === false, `${name}/${c.name}: allowPrivilegeEscalation false`);
      check((sc.capabilities?.drop ?? []).includes('ALL'), `${name}/${c.name}: capabilities drop ALL`);
      for (const r of ['requests', 'limits'])
        for (const k of ['cpu', 'memory']) check(c.resources?.[r]?.[k], `${name}/${c.name}: resources.${r}.${k}`);
      check(!(c.env ?? []).some((e) => /SECRET|PASSWORD|TOKEN|HMAC|URL/.test(e.name) && 'value' in e), `${name}/${c.name}: no secret value inline`);
      check((c.envFrom ?? []).some((e) => e.secretRef?.name), `${name}/${c.name}: secrets from a Secret reference`);
      check((c.envFrom ?? []).some((e) => e.configMapRef?.name === configMap.metadata?.name), `${name}/${c.name}: settings from the generated ConfigMap`);
      // `command` would replace the image's ENTRYPOINT, tini, and make Node PID 1 again.
      check(c.command === undefined, `${name}/${c.name}: no command (args only: tini stays PID 1)`);
      check(!/\bnpm\b/.test((c.args ?? []).join(' ')), `${name}/${c.name}: does not run npm`);
      check(/@sha256:[0-9a-f]{64}$|:[\w][\w.-]{0,127}$/.test(c.image ?? '') && !/:latest$/.test(c.image), `${name}/${c.name}: image by digest or by a tag other than latest (${c.image})`);
    }
    for (const c of spec.containers ?? []) {
      if (!probes) continue;
      check(c.readinessProbe?.httpGet?.path === '/health/ready', `${name}/${c.name}: readiness probe on /health/ready`);
      check(c.livenessProbe?.httpGet?.path === '/health/live', `${name}/${c.name}: liveness probe on /health/live`);
      const notice = (c.readinessProbe?.periodSeconds ?? 10) * (c.readinessProbe?.failureThreshold ?? 3);
      check(notice <= seconds(config.SHUTDOWN_DRAIN), `${name}/${c.name}: readiness noticed (${notice} s) within SHUTDOWN_DRAIN`);
    }
  }
  const migratesFirst = (name, spec) =>
    check(
      (spec.initContainers ?? []).some((c) => (c.args ?? []).join(' ') === 'node dist/scripts/migrate.js'),
      `${name}: an init container runs node dist/scripts/migrate.js before the pod serves`,
    );
  const spreadsOverNodes = (name, spec) =>
    check(
      (spec.topologySpreadConstraints ?? []).some((t) => t.topologyKey === 'kubernetes.io/hostname'),
      `${name}: topology spread across nodes`,
    );

  // The API.
  const podSpec = api.spec?.template?.spec ?? {};
  checkPod('Deployment', podSpec, { probes: true });
  migratesFirst('Deployment', podSpec);
  spreadsOverNodes('Deployment', podSpec);
  const grace = podSpec.terminationGracePeriodSeconds ?? 30;
  const drainAndTimeout = seconds(config.SHUTDOWN_DRAIN) + seconds(config.SHUTDOWN_TIMEOUT);
  check(grace > drainAndTimeout, `Deployment: terminationGracePeriodSeconds ${grace} > SHUTDOWN_DRAIN + SHUTDOWN_TIMEOUT (${drainAndTimeout})`);
  check(api.spec?.strategy?.rollingUpdate?.maxUnavailable === 0, 'Deployment: rolling update with maxUnavailable 0');
  check(config.DB_MIGRATE_ON_START === 'false', 'ConfigMap: DB_MIGRATE_ON_START false (the init containers migrate)');
  check(config.NODE_ENV === 'production', 'ConfigMap: NODE_ENV production');
  const apiEnv = podSpec.containers?.[0]?.env ?? [];
  check(apiEnv.some((e) => e.name === 'DELIVERY_WORKER' && e.value === 'false'), 'Deployment: DELIVERY_WORKER=false on the API (the worker Deployment delivers)');

  // The delivery worker.
  const workerSpec = worker.spec?.template?.spec ?? {};
  checkPod('Deployment worker', workerSpec, { probes: false });
  migratesFirst('Deployment worker', workerSpec);
  spreadsOverNodes('Deployment worker', workerSpec);
  check((workerSpec.containers ?? []).some((c) => (c.args ?? []).join(' ') === 'node dist/scripts/deliver.js'), 'Deployment worker: runs node dist/scripts/deliver.js');
  check(!(workerSpec.containers ?? []).some((c) => (c.env ?? []).some((e) => e.name === 'DELIVERY_WORKER')), 'Deployment worker: DELIVERY_WORKER not turned off');

  // Metrics: a named port on the Deployment and the Service, a ServiceMonitor on it, and a
  // NetworkPolicy that admits the monitoring namespace on that port.
  const metricsPort = Number(config.METRICS_PORT);
  check(metricsPort > 0, 'ConfigMap: METRICS_PORT set');
  const containerPort = (podSpec.containers?.[0]?.ports ?? []).find((p) => p.name === 'metrics');
  check(containerPort?.containerPort === metricsPort, `Deployment: a port named metrics on METRICS_PORT (${metricsPort})`);
  const servicePort = (service.spec?.ports ?? []).find((p) => p.name === 'metrics');
  check(servicePort?.targetPort === 'metrics', 'Service: a port named metrics targeting the container port metrics');
  const monitor = one('ServiceMonitor');
  const selects = (selector, labels) => Object.entries(selector?.matchLabels ?? {}).every(([k, v]) => labels?.[k] === v);
  check(selects(monitor.spec?.selector, service.metadata?.labels), 'ServiceMonitor: selects the Service');
  check((monitor.spec?.endpoints ?? []).some((e) => e.port === 'metrics' && e.path === '/metrics'), 'ServiceMonitor: scrapes /metrics on the port named metrics');
  check(selects(service.spec?.selector === undefined ? undefined : { matchLabels: service.spec.selector }, api.spec?.template?.metadata?.labels), 'Service: selects the API pods');
  const policies = byKind('NetworkPolicy');
  const admitsMonitoring = policies.some(
    (p) =>
      selects(p.spec?.podSelector, api.spec?.template?.metadata?.labels) &&
      (p.spec?.ingress ?? []).some(
        (rule) =>
          (rule.from ?? []).some((f) => f.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'monitoring') &&
          (rule.ports ?? []).some((port) => port.port === metricsPort || port.port === 'metrics'),
      ),
  );
  check(admitsMonitoring, 'NetworkPolicy: the monitoring namespace reaches the API pods on the metrics port');
  const main = policies.find((p) => p.metadata?.name === 'citizen-journey-service') ?? {};
  check((main.spec?.policyTypes ?? []).includes('Ingress') && (main.spec?.policyTypes ?? []).includes('Egress'), 'NetworkPolicy: Ingress and Egress');
  check(
    !(main.spec?.ingress ?? []).some((rule) => (rule.ports ?? []).some((port) => port.port === metricsPort)),
    'NetworkPolicy: the ingress namespace never reaches the metrics port',
  );

  // Jobs of the image.
  for (const [script, what] of [
    ['dist/scripts/purge.js', 'retention purge'],
    ['dist/scripts/verify-audit.js', 'audit verifier'],
  ]) {
    const cron = byKind('CronJob').find((c) =>
      (c.spec?.jobTemplate?.spec?.template?.spec?.containers ?? []).some((k) => (k.args ?? []).join(' ') === `node ${script}`),
    );
    check(cron !== undefined, `CronJob: the ${what} runs node ${script}`);
    if (cron) {
      checkPod(`CronJob ${cron.metadata?.name}`, cron.spec.jobTemplate.spec.template.spec, { probes: false });
      check(cron.spec.concurrencyPolicy === 'Forbid', `CronJob ${cron.metadata?.name}: concurrencyPolicy Forbid`);
    }
  }
  for (const secret of byKind('Secret')) check(!secret.data && !secret.stringData, `Secret ${secret.metadata?.name}: no values in git`);
  for (const key of Object.keys(config)) check(!/SECRET|PASSWORD|TOKEN|HMAC|_KEY$|_URL$/.test(key) || key === 'PUBLIC_BASE_URL' || /^(SSO_ISSUER|VERIFY_PROVIDER)_URL$/.test(key), `ConfigMap: ${key} looks like a secret`);
  const pdb = one('PodDisruptionBudget');
  check(pdb.spec?.minAvailable >= 1 || pdb.spec?.maxUnavailable !== undefined, 'PodDisruptionBudget: keeps a replica');
  const hpa = one('HorizontalPodAutoscaler');
  check(hpa.spec?.minReplicas >= 2, 'HorizontalPodAutoscaler: at least two replicas');
  for (const d of docs) check(d.metadata?.namespace, `${d.kind} ${d.metadata?.name}: has a namespace`);
  console.log(`kubectl kustomize deploy/kubernetes/overlays/${overlay}: ${docs.length} objects, each valid against its schema (${docs.map((d) => d.kind).join(', ')})`);
}

async function main() {
  if (!OVERLAYS.length) problems.push('no overlays in deploy/kubernetes/overlays');
  for (const overlay of OVERLAYS) await review(overlay);
  if (problems.length) {
    console.error(`manifest review: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    'manifest review: schemas, probes, drain and grace period, resources, non-root numeric user, read-only root, no capabilities, tini kept as PID 1, ' +
      'migrations in an init container, generated ConfigMap, image by tag or digest, topology spread, delivery worker, metrics port + ServiceMonitor + NetworkPolicy, ' +
      'purge and audit CronJobs, PDB, HPA, no secret values: ok',
  );
}

main().catch((error) => {
  console.error(`manifest review failed: ${error.message}`);
  process.exit(1);
});
