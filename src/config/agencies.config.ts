import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { registerAs } from '@nestjs/config';
import { load as loadYaml } from 'js-yaml';
import sandboxAgencies from '../agency/sandbox-agencies.json';
import { readDeployment } from './app.config';
import { ConfigError, duration, int, str } from './env';

/** An agency journeys may tell (DESIGN §15). `endpoint` null = the sandbox inbox of this service. */
export interface Agency {
  code: string;
  /** What a citizen calls it, in the default language (`en`). */
  name: string;
  /** Its name in other languages, by locale (`{ "cy": "…" }`); a language not listed reads `name`. */
  names: Record<string, string>;
  endpoint: string | null;
  /** Standard Webhooks secrets (`whsec_…`); every one signs during a rotation. */
  secrets: string[];
}

export interface AgenciesConfig {
  /** Null: no agency is configured (production without AGENCIES_FILE): nothing is delivered. */
  agencies: Map<string, Agency> | null;
  /** The sandbox inbox stands in for every agency (no AGENCIES_FILE, sandbox providers). */
  sandbox: boolean;
  /** A delivery is retried this long, then FAILED. */
  retryHours: number;
  /** A receiver's answer must arrive within this. */
  timeoutMs: number;
  /** Due-soon reminders this many days before a due date (DESIGN §16). */
  reminderDaysBefore: number;
  /** Run the delivery worker inside the service (a separate `deliver.js` process may run it too). */
  worker: boolean;
}

const CODE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const SECRET = /^whsec_[A-Za-z0-9+/=]{24,}$/;

/** A deterministic development secret per sandbox agency (never used outside sandbox mode). */
export function sandboxAgencySecret(code: string): string {
  return `whsec_${createHmac('sha256', 'cjs-sandbox-agency').update(code).digest('base64')}`;
}

function parseFile(name: string, path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ConfigError(name, `cannot read ${path}: ${(e as Error).message}`);
  }
  try {
    return /\.ya?ml$/i.test(path) ? loadYaml(text) : JSON.parse(text);
  } catch (e) {
    throw new ConfigError(
      name,
      `${path} is not valid ${/\.ya?ml$/i.test(path) ? 'YAML' : 'JSON'}: ${(e as Error).message}`,
    );
  }
}

function checkEndpoint(code: string, endpoint: unknown, production: boolean): string {
  let parsed: URL;
  try {
    parsed = new URL(String(endpoint));
  } catch {
    throw new ConfigError('AGENCIES_FILE', `agency ${code}: endpoint is not a URL`);
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback && !production))
    throw new ConfigError(
      'AGENCIES_FILE',
      `agency ${code}: endpoint must be https (plain http only to loopback outside production)`,
    );
  return parsed.toString();
}

function readAgencyFile(env: NodeJS.ProcessEnv, path: string, production: boolean): Map<string, Agency> {
  const file = parseFile('AGENCIES_FILE', path) as { agencies?: unknown };
  const secretsPath = str(env, 'AGENCY_SECRETS_FILE');
  const secretsByCode = (secretsPath ? parseFile('AGENCY_SECRETS_FILE', secretsPath) : {}) as Record<
    string,
    unknown
  >;
  if (!Array.isArray(file?.agencies))
    throw new ConfigError('AGENCIES_FILE', 'expected { "agencies": [ … ] }');
  const agencies = new Map<string, Agency>();
  for (const raw of file.agencies as Record<string, unknown>[]) {
    const code = typeof raw?.code === 'string' ? raw.code : '';
    if (!CODE.test(code)) throw new ConfigError('AGENCIES_FILE', `agency code '${code}' is not kebab-case`);
    if (agencies.has(code)) throw new ConfigError('AGENCIES_FILE', `agency ${code} is listed twice`);
    if (typeof raw.name !== 'string' || !raw.name.trim())
      throw new ConfigError('AGENCIES_FILE', `agency ${code}: name is required`);
    const names = raw.names ?? {};
    if (
      typeof names !== 'object' ||
      Array.isArray(names) ||
      !Object.values(names).every((n) => typeof n === 'string' && n.trim())
    )
      throw new ConfigError('AGENCIES_FILE', `agency ${code}: names must map languages to names`);
    const secrets = raw.secrets ?? secretsByCode[code];
    if (
      !Array.isArray(secrets) ||
      !secrets.length ||
      !secrets.every((s) => typeof s === 'string' && SECRET.test(s))
    )
      throw new ConfigError(
        'AGENCIES_FILE',
        `agency ${code}: one or more whsec_ secrets are required (or in AGENCY_SECRETS_FILE)`,
      );
    agencies.set(code, {
      code,
      name: raw.name,
      names: names as Record<string, string>,
      endpoint: checkEndpoint(code, raw.endpoint, production),
      secrets: secrets as string[],
    });
  }
  return agencies;
}

export function readAgenciesConfig(env: NodeJS.ProcessEnv = process.env): AgenciesConfig {
  const app = readDeployment(env);
  const path = str(env, 'AGENCIES_FILE');
  const sandbox = !path && app.identityProviders === 'sandbox';
  let agencies: Map<string, Agency> | null = null;
  if (path) agencies = readAgencyFile(env, path, app.production);
  else if (sandbox)
    agencies = new Map(
      sandboxAgencies.agencies.map((a) => [
        a.code,
        { ...a, endpoint: null, secrets: [sandboxAgencySecret(a.code)] },
      ]),
    );
  return {
    agencies,
    sandbox,
    retryHours: int(env, 'DELIVERY_RETRY_HOURS', 72, 24, 24 * 30),
    timeoutMs: duration(env, 'DELIVERY_TIMEOUT', 10_000),
    reminderDaysBefore: int(env, 'REMINDER_DAYS_BEFORE', 7, 1, 90),
    worker: str(env, 'DELIVERY_WORKER', 'true') !== 'false',
  };
}

export const agenciesConfig = registerAs('agencies', () => readAgenciesConfig());
