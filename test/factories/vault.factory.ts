import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Test } from 'supertest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from './app.factory';

import { bearer } from './auth.factory';
import { answersFor as answersForQuestions, type PlanQuestion } from './journey.factory';

export { bearer };

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A small valid PDF; `padTo` pads it (inside a comment) to an exact size. */
export function pdfBytes(label = 'test document', padTo?: number): Buffer {
  const head = `%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n`;
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n';
  const body = Buffer.from(head + tail);
  if (!padTo || padTo <= body.length) return body;
  return Buffer.concat([
    Buffer.from(head + '%'),
    Buffer.alloc(padTo - body.length - 2, 0x41),
    Buffer.from('\n' + tail),
  ]);
}

/**
 * A real 1×1 PNG (one red pixel, 8-bit truecolour): signature, IHDR, one zlib IDAT and IEND, each
 * chunk with its CRC-32.
 */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

export const pngBytes = (): Buffer => Buffer.from(ONE_PIXEL_PNG, 'base64');

/** The start of a JFIF JPEG (what type detection reads). */
export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'binary'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  ]);
}

export interface UploadOptions {
  filename?: string;
  contentType?: string;
}

/** POST /vault/documents as multipart (file + document_code). */
export function upload(
  t: TestApp,
  token: string,
  documentCode: string | undefined,
  bytes: Buffer,
  options: UploadOptions = {},
) {
  const req = t.http.post('/api/v1/vault/documents').set(bearer(token));
  if (documentCode !== undefined) req.field('document_code', documentCode);
  return req.attach('file', bytes, {
    filename: options.filename ?? 'document.pdf',
    contentType: options.contentType ?? 'application/pdf',
  });
}

/** Uploads and expects 201; returns the document. */
export async function uploadDocument(
  t: TestApp,
  token: string,
  documentCode: string,
  bytes: Buffer = pdfBytes(documentCode),
) {
  const res = await upload(t, token, documentCode, bytes);
  if (res.status !== 201)
    throw new Error(`upload ${documentCode}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    id: string;
    document_code: string;
    content_type: string;
    size_bytes: number;
    sha256: string;
    uploaded_at: string;
  };
}

function readAll(res: IncomingMessage, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (e: Error) => done(e, Buffer.alloc(0)));
}

/** Supertest buffers binary downloads into `body` (a Buffer) with this parser. */
export const binaryParser = readAll as unknown as Parameters<Test['parse']>[0];

/** Downloads a document's bytes (into `body`, a Buffer) and expects 200. */
export function download(t: TestApp, token: string, documentId: string) {
  return t.http
    .get(`/api/v1/vault/documents/${documentId}/content`)
    .set(bearer(token))
    .buffer(true)
    .parse(binaryParser)
    .expect(200);
}

export const S3_BUCKET = 'cjs-vault-test';
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  port: number;
  env: Record<string, string>;
  stop(): Promise<void>;
  /** Starts again on the same port and directory (after stop). */
  start(): Promise<void>;
  /** Stops and removes the temp directory. */
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** A local S3-compatible server (s3rver) on 127.0.0.1 with a temp directory and one bucket. */
export async function startLocalS3(): Promise<LocalS3> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'cjs-s3-'));
  const make = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: S3_BUCKET, configs: [] }],
    });
  let server = make(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  return {
    endpoint,
    port,
    env: {
      VAULT_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (!running) return;
      running = false;
      await server.close();
    },
    async start() {
      if (running) return;
      server = make(port);
      await server.run();
      running = true;
    },
    async close() {
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const ACTION_TYPES = ['COMPLETE_MILESTONE', 'UPLOAD_DOCUMENT', 'REFRESH_EVIDENCE', 'VIEW_PLAN'];

/** Every action must be one of the closed list, with a server-built link to this journey or the vault. */
export function expectSafeActions(
  actions: { type: string; method: string; href: string }[],
  journeyId: string,
): void {
  for (const a of actions) {
    expect(ACTION_TYPES).toContain(a.type);
    expect(['GET', 'POST']).toContain(a.method);
    expect(
      a.href === '/api/v1/vault/documents' ||
        a.href === `/api/v1/journeys/${journeyId}/plan` ||
        a.href === `/api/v1/journeys/${journeyId}/evidence-refresh` ||
        new RegExp(`^/api/v1/journeys/${journeyId}/milestones/[a-z0-9-]+/complete$`).test(a.href),
    ).toBe(true);
  }
}

/** Answers a generic client would send for a plan milestone's questions (first option, a recent date…). */
export function answersFor(milestone: { questions: PlanQuestion[] }): Record<string, unknown> {
  return answersForQuestions(milestone.questions);
}
