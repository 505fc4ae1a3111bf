import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  REDACTED_EVIDENCE_SOURCE,
  RedactedEvidenceSource,
} from '../../src/common/evidence/redacted-evidence.port';
import { createTestApp, TestApp } from '../factories/app.factory';
import { signIn, signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import {
  bearer,
  download,
  jpegBytes,
  pdfBytes,
  pngBytes,
  sha256,
  upload,
  uploadDocument,
} from '../factories/vault.factory';

const MiB = 1024 * 1024;

describe('Vault (PostgreSQL storage)', () => {
  let t: TestApp;
  let ada: SignedIn;
  let bob: SignedIn;
  // Uploads are staged here while they are read (VAULT_UPLOAD_DIR).
  const uploadDir = mkdtempSync(join(tmpdir(), 'cjs-vault-test-'));
  /** The files staged and not yet removed, in the app's own staging directory. */
  const staged = () => readdirSync(uploadDir).flatMap((d) => readdirSync(join(uploadDir, d)));
  beforeAll(async () => {
    t = await createTestApp({ env: { VAULT_STORAGE: undefined, VAULT_UPLOAD_DIR: uploadDir } });
    ada = await signInWithHighAssurance(t);
    bob = await signInWithHighAssurance(t);
  });
  afterAll(async () => {
    await t.close();
    // The app removes its staging directory when it stops.
    expect(readdirSync(uploadDir)).toEqual([]);
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const countRows = async (table: string, citizenId: string) => {
    const [row] = await t.dataSource.query(
      table === 'vault_documents'
        ? 'SELECT count(*)::int AS n FROM vault_documents WHERE citizen_id = $1'
        : 'SELECT count(*)::int AS n FROM vault_document_contents c JOIN vault_documents d ON d.id = c.document_id WHERE d.citizen_id = $1',
      [citizenId],
    );
    return row.n as number;
  };

  describe('access', () => {
    it('answers 401 without a session on every route', async () => {
      for (const [method, path] of [
        ['get', '/api/v1/vault/documents'],
        ['post', '/api/v1/vault/documents'],
        ['get', `/api/v1/vault/documents/${randomUUID()}`],
        ['get', `/api/v1/vault/documents/${randomUUID()}/content`],
        ['delete', `/api/v1/vault/documents/${randomUUID()}`],
        ['get', '/api/v1/vault/evidence'],
      ] as const) {
        const res = await t.http[method](path);
        expect([path, res.status, res.body.code]).toEqual([path, 401, 'UNAUTHENTICATED']);
      }
    });

    it('answers 403 ASSURANCE_REQUIRED on every route without a current HIGH assurance, and reads no upload', async () => {
      const plain = await signIn(t);
      const auth = bearer(plain.token);
      const responses = [
        await t.http.get('/api/v1/vault/documents').set(auth),
        await upload(t, plain.token, 'birth-certificate', pdfBytes()),
        await t.http.get(`/api/v1/vault/documents/${randomUUID()}`).set(auth),
        await t.http.get(`/api/v1/vault/documents/${randomUUID()}/content`).set(auth),
        await t.http.delete(`/api/v1/vault/documents/${randomUUID()}`).set(auth),
        await t.http.get('/api/v1/vault/evidence').set(auth),
      ];
      for (const res of responses) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('ASSURANCE_REQUIRED');
      }
      expect(await countRows('vault_documents', plain.citizenId)).toBe(0);
    });
  });

  describe('upload', () => {
    it('stores a PDF and answers 201 with its metadata and SHA-256', async () => {
      const bytes = pdfBytes('birth certificate of Grace');
      const res = await upload(t, ada.token, 'birth-certificate', bytes).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        document_code: 'birth-certificate',
        content_type: 'application/pdf',
        size_bytes: bytes.length,
        sha256: sha256(bytes),
        uploaded_at: expect.any(String),
      });
      expect(new Date(res.body.uploaded_at).getTime()).toBe(t.clock.now().getTime());
      const [row] = await t.dataSource.query(
        'SELECT sha256, storage, size_bytes::int AS size FROM vault_documents WHERE id = $1',
        [res.body.id],
      );
      expect(row).toEqual({ sha256: sha256(bytes), storage: 'postgres', size: bytes.length });
    });

    it('types the file from its bytes, whatever its name or declared type', async () => {
      const png = await upload(t, ada.token, 'identity-document', pngBytes(), {
        filename: 'scan.pdf',
        contentType: 'application/pdf',
      }).expect(201);
      expect(png.body.content_type).toBe('image/png');
      const jpeg = await upload(t, ada.token, 'identity-document', jpegBytes(), {
        filename: 'x.png',
        contentType: 'image/png',
      }).expect(201);
      expect(jpeg.body.content_type).toBe('image/jpeg');
    });

    it.each([
      [
        'plain text named .pdf',
        Buffer.from('just some text, not a PDF at all'),
        'notes.pdf',
        'application/pdf',
      ],
      [
        'a GIF declared as PNG',
        Buffer.from(
          'GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
          'binary',
        ),
        'photo.png',
        'image/png',
      ],
      [
        'an HTML page declared as PDF',
        Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
        'a.pdf',
        'application/pdf',
      ],
      [
        'a ZIP',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]),
        'a.pdf',
        'application/pdf',
      ],
      ['an empty file', Buffer.alloc(0), 'empty.pdf', 'application/pdf'],
    ])(
      'answers 415 UNSUPPORTED_MEDIA_TYPE for %s and stores nothing',
      async (_name, bytes, filename, contentType) => {
        const before = await countRows('vault_documents', bob.citizenId);
        const res = await upload(t, bob.token, 'birth-certificate', bytes, { filename, contentType }).expect(
          415,
        );
        expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(await countRows('vault_documents', bob.citizenId)).toBe(before);
      },
    );

    it('answers 415 for a body that is not multipart', async () => {
      const res = await t.http
        .post('/api/v1/vault/documents')
        .set(bearer(bob.token))
        .send({ document_code: 'birth-certificate', file: 'JVBERi0xLjQ=' })
        .expect(415);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers 422 DOCUMENT_CODE_UNKNOWN for a code no active template declares', async () => {
      const res = await upload(t, bob.token, 'passport-of-mars', pdfBytes()).expect(422);
      expect(res.body.code).toBe('DOCUMENT_CODE_UNKNOWN');
      expect(res.body.errors).toEqual([{ field: 'document_code', message: expect.any(String) }]);
    });

    it('answers 400 VALIDATION_FAILED for a missing file, a missing or malformed code, an unknown field or a second file', async () => {
      const noFile = await t.http
        .post('/api/v1/vault/documents')
        .set(bearer(bob.token))
        .field('document_code', 'birth-certificate')
        .expect(400);
      expect(noFile.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'file', message: 'is required' }],
      });

      const noCode = await upload(t, bob.token, undefined, pdfBytes()).expect(400);
      expect(noCode.body.code).toBe('VALIDATION_FAILED');
      expect(noCode.body.errors.map((e: { field: string }) => e.field)).toContain('document_code');

      const badCode = await upload(t, bob.token, '../../etc/passwd', pdfBytes()).expect(400);
      expect(badCode.body.code).toBe('VALIDATION_FAILED');

      const extra = await upload(t, bob.token, 'birth-certificate', pdfBytes())
        .field('owner', ada.citizenId)
        .expect(400);
      expect(extra.body.errors).toEqual([{ field: 'owner', message: 'is not allowed' }]);

      const twoFiles = await upload(t, bob.token, 'birth-certificate', pdfBytes())
        .attach('file', pdfBytes(), 'b.pdf')
        .expect(400);
      expect(twoFiles.body.code).toBe('VALIDATION_FAILED');

      const otherField = await t.http
        .post('/api/v1/vault/documents')
        .set(bearer(bob.token))
        .field('document_code', 'birth-certificate')
        .attach('document', pdfBytes(), 'a.pdf')
        .expect(400);
      expect(otherField.body.code).toBe('VALIDATION_FAILED');
      expect(await countRows('vault_documents', bob.citizenId)).toBe(0);
    });

    it('accepts exactly 10 MiB and answers 413 PAYLOAD_TOO_LARGE one byte over, storing nothing', async () => {
      const dave = await signInWithHighAssurance(t);
      const atLimit = await upload(t, dave.token, 'birth-certificate', pdfBytes('big', 10 * MiB)).expect(201);
      expect(atLimit.body.size_bytes).toBe(10 * MiB);
      const over = await upload(t, dave.token, 'birth-certificate', pdfBytes('too big', 10 * MiB + 1)).expect(
        413,
      );
      expect(over.body.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await countRows('vault_documents', dave.citizenId)).toBe(1);
    });

    it('streams a large document through a staged file into 1 MiB chunks and back, and keeps no staged file whatever the answer', async () => {
      const erin = await signInWithHighAssurance(t);
      const bytes = pdfBytes('chunked', 2 * MiB + 12345);
      const doc = await uploadDocument(t, erin.token, 'birth-certificate', bytes);
      expect(doc).toMatchObject({ size_bytes: bytes.length, sha256: sha256(bytes) });
      const chunks = await t.dataSource.query<{ seq: number; size: number }[]>(
        'SELECT seq, length(content) AS size FROM vault_document_contents WHERE document_id = $1 ORDER BY seq',
        [doc.id],
      );
      expect(chunks).toEqual([
        { seq: 0, size: MiB },
        { seq: 1, size: MiB },
        { seq: 2, size: 12345 },
      ]);
      const res = await download(t, erin.token, doc.id);
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(sha256(res.body as Buffer)).toBe(sha256(bytes));

      // Stored, refused by type, by size, by code, by a malformed form: nothing stays staged.
      await upload(t, erin.token, 'birth-certificate', Buffer.from('plain text, not a PDF')).expect(415);
      await upload(t, erin.token, 'birth-certificate', pdfBytes('too big', 10 * MiB + 1)).expect(413);
      await upload(t, erin.token, 'no-such-document', pdfBytes('unknown code')).expect(422);
      await upload(t, erin.token, undefined, pdfBytes('no code')).expect(400);
      expect(staged()).toEqual([]);
      expect(await countRows('vault_documents', erin.citizenId)).toBe(1);
    });
  });

  describe('reading and deleting', () => {
    let docId: string;
    let bytes: Buffer;
    beforeAll(async () => {
      bytes = pdfBytes('proof of address');
      docId = (await uploadDocument(t, ada.token, 'proof-of-address', bytes)).id;
    });

    it("lists the owner's documents, newest first, metadata only", async () => {
      t.clock.advance(1000);
      const newer = await uploadDocument(t, ada.token, 'tenancy-agreement');
      const res = await t.http.get('/api/v1/vault/documents').set(bearer(ada.token)).expect(200);
      expect(res.body.items[0]).toEqual(newer);
      expect(res.body.items.map((d: { id: string }) => d.id)).toContain(docId);
      for (const item of res.body.items) {
        expect(Object.keys(item).sort()).toEqual([
          'content_type',
          'document_code',
          'id',
          'sha256',
          'size_bytes',
          'uploaded_at',
        ]);
      }
      const other = await t.http.get('/api/v1/vault/documents').set(bearer(bob.token)).expect(200);
      expect(other.body.items.map((d: { id: string }) => d.id)).not.toContain(docId);
    });

    it("reads one document's metadata", async () => {
      const res = await t.http.get(`/api/v1/vault/documents/${docId}`).set(bearer(ada.token)).expect(200);
      expect(res.body).toMatchObject({ id: docId, document_code: 'proof-of-address', sha256: sha256(bytes) });
    });

    it('downloads the bytes as an attachment with the stored type and nosniff', async () => {
      const res = await download(t, ada.token, docId);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="proof-of-address.pdf"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(sha256(res.body as Buffer)).toBe(sha256(bytes));
    });

    it("answers 404 DOCUMENT_NOT_FOUND for another citizen's document, an unknown id and a non-UUID id", async () => {
      for (const path of [`/api/v1/vault/documents/${docId}`, `/api/v1/vault/documents/${docId}/content`]) {
        const res = await t.http.get(path).set(bearer(bob.token)).expect(404);
        expect(res.body.code).toBe('DOCUMENT_NOT_FOUND');
      }
      const del = await t.http.delete(`/api/v1/vault/documents/${docId}`).set(bearer(bob.token)).expect(404);
      expect(del.body.code).toBe('DOCUMENT_NOT_FOUND');
      expect(
        (await t.http.get(`/api/v1/vault/documents/${randomUUID()}`).set(bearer(ada.token)).expect(404)).body
          .code,
      ).toBe('DOCUMENT_NOT_FOUND');
      expect(
        (await t.http.get('/api/v1/vault/documents/not-a-uuid/content').set(bearer(ada.token)).expect(404))
          .body.code,
      ).toBe('DOCUMENT_NOT_FOUND');
      // Still there for its owner.
      await t.http.get(`/api/v1/vault/documents/${docId}`).set(bearer(ada.token)).expect(200);
    });

    it('deletes the metadata and the content together (204), then answers 404', async () => {
      const doomed = await uploadDocument(t, bob.token, 'payslip');
      await t.http.delete(`/api/v1/vault/documents/${doomed.id}`).set(bearer(bob.token)).expect(204);
      expect(
        await t.dataSource.query('SELECT 1 FROM vault_document_contents WHERE document_id = $1', [doomed.id]),
      ).toEqual([]);
      expect(await t.dataSource.query('SELECT 1 FROM vault_documents WHERE id = $1', [doomed.id])).toEqual(
        [],
      );
      expect(
        (await t.http.get(`/api/v1/vault/documents/${doomed.id}`).set(bearer(bob.token)).expect(404)).body
          .code,
      ).toBe('DOCUMENT_NOT_FOUND');
      expect(
        (await t.http.delete(`/api/v1/vault/documents/${doomed.id}`).set(bearer(bob.token)).expect(404)).body
          .code,
      ).toBe('DOCUMENT_NOT_FOUND');
    });
  });

  describe('redacted evidence', () => {
    it('shows the citizen exactly what journeys read: codes and first-provided times, nothing else', async () => {
      const erin = await signInWithHighAssurance(t);
      const empty = await t.http.get('/api/v1/vault/evidence').set(bearer(erin.token)).expect(200);
      expect(empty.body).toEqual({ items: [], next_cursor: null });

      const first = await uploadDocument(t, erin.token, 'identity-document');
      t.clock.advance(60_000);
      await uploadDocument(t, erin.token, 'identity-document', pngBytes());
      const cert = await uploadDocument(t, erin.token, 'birth-certificate');

      const res = await t.http.get('/api/v1/vault/evidence').set(bearer(erin.token)).expect(200);
      const source = t.app.get<RedactedEvidenceSource>(REDACTED_EVIDENCE_SOURCE);
      expect(res.body).toEqual({ items: await source.forCitizen(erin.citizenId), next_cursor: null });
      expect(res.body.items).toEqual([
        { document_code: 'birth-certificate', provided_at: cert.uploaded_at },
        { document_code: 'identity-document', provided_at: first.uploaded_at },
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/sha256|size|content|[0-9a-f]{64}/);

      await t.http.delete(`/api/v1/vault/documents/${cert.id}`).set(bearer(erin.token)).expect(204);
      const after = await t.http.get('/api/v1/vault/evidence').set(bearer(erin.token)).expect(200);
      expect(after.body.items.map((e: { document_code: string }) => e.document_code)).toEqual([
        'identity-document',
      ]);
    });
  });

  it('documents the multipart upload in the OpenAPI contract', () => {
    const op = t.document.paths['/api/v1/vault/documents'].post!;
    expect(op.operationId).toBe('uploadDocument');
    const body = op.requestBody as {
      content: Record<string, { schema: { properties: Record<string, { format?: string }> } }>;
    };
    expect(body.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
    expect(Object.keys(op.responses).sort()).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '413', '415', '422']),
    );
    expect(t.document.paths['/api/v1/vault/documents/{id}/content'].get!.operationId).toBe(
      'downloadDocument',
    );
    expect(t.document.paths['/api/v1/vault/evidence'].get!.security).toEqual([{ bearer: [] }]);
  });
});
