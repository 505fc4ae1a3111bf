/**
 * What the delivery proofs share (npm run test:deliveries, npm run bench:deliveries): a real receiver
 * process (scripts/agency-receiver.js) standing in for every agency, the AGENCIES_FILE pointing at
 * it, what it received (its log), citizens with their documents uploaded, and a bounded parallel loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sandboxAgencies from '../agency/sandbox-agencies.json';
import { call, freePort, signInHigh } from './service-client';

export const RECEIVER_SCRIPT = join(__dirname, '..', '..', 'scripts', 'agency-receiver.js');

export interface ReceivedEvent {
  id: string;
  agency: string;
  journey: string;
  type: string;
  milestone: string | null;
  time: string;
  received_at: string;
}

export async function inParallel<T>(
  items: T[],
  width: number,
  fn: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * The receiver: every agency of the sandbox catalogue at http://127.0.0.1:{port}/agencies/{code},
 * each with a secret of its own, in an AGENCIES_FILE written to a temporary directory. `start()` and
 * `stop()` run and end its process (the same port each time); `received()` reads its log.
 */
export class Receiver {
  readonly dir = mkdtempSync(join(tmpdir(), 'cjs-receiver-'));
  readonly log = join(this.dir, 'received.jsonl');
  readonly agenciesFile = join(this.dir, 'agencies.json');
  private readonly secrets: Record<string, string> = {};
  private child?: ChildProcess;

  private constructor(readonly port: number) {
    for (const a of sandboxAgencies.agencies)
      this.secrets[a.code] = `whsec_${randomBytes(32).toString('base64')}`;
    writeFileSync(
      this.agenciesFile,
      JSON.stringify({
        agencies: sandboxAgencies.agencies.map((a) => ({
          code: a.code,
          name: a.name,
          endpoint: `${this.origin}/agencies/${a.code}`,
          secrets: [this.secrets[a.code]],
        })),
      }),
    );
  }

  static async create(): Promise<Receiver> {
    return new Receiver(await freePort());
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [RECEIVER_SCRIPT], {
      env: {
        ...process.env,
        PORT: String(this.port),
        RECEIVER_SECRETS: JSON.stringify(this.secrets),
        RECEIVER_LOG: this.log,
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      child.once('exit', (code) => reject(new Error(`the receiver exited with code ${code}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }

  async stats(): Promise<{ received: number; distinct: number; invalid: number; in_flight: number }> {
    return (await (await fetch(`${this.origin}/stats`)).json()) as {
      received: number;
      distinct: number;
      invalid: number;
      in_flight: number;
    };
  }

  async behave(delayMs: number): Promise<void> {
    await fetch(`${this.origin}/behaviour`, { method: 'PUT', body: JSON.stringify({ delay_ms: delayMs }) });
  }

  /**
   * The lines the receiver has finished writing: it appends while this reads, so the text may end in
   * the middle of a line (after the last newline), which is left for the next read.
   */
  received(): ReceivedEvent[] {
    if (!existsSync(this.log)) return [];
    const lines = readFileSync(this.log, 'utf8').split('\n');
    return lines
      .slice(0, -1)
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ReceivedEvent);
  }
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a small PNG as the citizen's document of that code (so milestones asking for it can complete). */
export async function upload(base: string, token: string, documentCode: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const form = new FormData();
    form.append('document_code', documentCode);
    form.append('file', new File([PNG], `${documentCode}.png`, { type: 'image/png' }));
    const res = await fetch(`${base}/api/v1/vault/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status === 201) return;
    // The service bounds concurrent uploads (503, try again in a moment).
    if (res.status !== 503 || attempt === 20)
      throw new Error(`upload ${documentCode}: ${res.status} ${await res.text()}`);
    await sleep(250 * attempt);
  }
}

/** A signed-in citizen (HIGH assurance) with these documents in the vault. */
export async function citizenWith(base: string, n: number, documents: string[]): Promise<string> {
  const token = await signInHigh(base, n);
  for (const d of documents) await upload(base, token, d);
  return token;
}

/** A journey from what the citizen says, checked to be of the expected workflow. */
export async function journeyFor(
  base: string,
  token: string,
  message: string,
  workflow: string,
): Promise<string> {
  const intent = await call(base, 'POST', '/api/v1/intents/compile', { message }, token);
  const journey = await call(
    base,
    'POST',
    `/api/v1/journeys/from-intent/${intent.intent_id}`,
    undefined,
    token,
  );
  if (journey.workflow_code !== workflow)
    throw new Error(`"${message}" made a ${journey.workflow_code} journey, not ${workflow}`);
  return journey.id;
}

export async function consent(base: string, token: string, journeyId: string, agency: string): Promise<void> {
  await call(base, 'PUT', `/api/v1/journeys/${journeyId}/sharing/${agency}`, { consent: true }, token);
}

export async function complete(
  base: string,
  token: string,
  journeyId: string,
  milestone: string,
  answers: Record<string, unknown>,
): Promise<void> {
  await call(
    base,
    'POST',
    `/api/v1/journeys/${journeyId}/milestones/${milestone}/complete`,
    { answers },
    token,
  );
}

/** The p-th percentile (0–100) of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
