import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createTestApp, TestApp } from '../factories/app.factory';
import { signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import {
  bearer,
  download,
  LocalS3,
  pngBytes,
  S3_BUCKET,
  S3_KEYS,
  sha256,
  startLocalS3,
  upload,
  uploadDocument,
} from '../factories/vault.factory';

/** The S3-compatible adapter against a local s3rver on 127.0.0.1 (path-style, temp directory). */
describe('Vault (S3-compatible storage)', () => {
  let s3: LocalS3;
  let client: S3Client;
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    s3 = await startLocalS3();
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3_KEYS,
    });
    t = await createTestApp({ env: { ...s3.env } });
    ada = await signInWithHighAssurance(t);
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3?.close();
  });

  const objectExists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: S3_BUCKET, Key: key }));
      return true;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return false;
      throw error;
    }
  };
  const rowOf = async (id: string) =>
    (await t.dataSource.query('SELECT storage, storage_key FROM vault_documents WHERE id = $1', [id]))[0] as
      { storage: string; storage_key: string } | undefined;

  it('stores the bytes as an object (not in the database), and downloads them with the stored type', async () => {
    const bytes = pngBytes();
    const doc = await uploadDocument(t, ada.token, 'identity-document', bytes);
    expect(doc).toMatchObject({ content_type: 'image/png', size_bytes: bytes.length, sha256: sha256(bytes) });
    expect(await rowOf(doc.id)).toEqual({ storage: 's3', storage_key: `documents/${doc.id}` });
    expect(await objectExists(`documents/${doc.id}`)).toBe(true);
    expect(
      await t.dataSource.query('SELECT 1 FROM vault_document_contents WHERE document_id = $1', [doc.id]),
    ).toEqual([]);

    const res = await download(t, ada.token, doc.id);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('attachment; filename="identity-document.png"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(sha256(res.body as Buffer)).toBe(sha256(bytes));
  });

  it('deletes the object with the metadata', async () => {
    const doc = await uploadDocument(t, ada.token, 'birth-certificate');
    await t.http.delete(`/api/v1/vault/documents/${doc.id}`).set(bearer(ada.token)).expect(204);
    expect(await rowOf(doc.id)).toBeUndefined();
    expect(await objectExists(`documents/${doc.id}`)).toBe(false);
  });

  it('leaves no half-written document when the object store is down, and keeps documents whole', async () => {
    const kept = await uploadDocument(t, ada.token, 'proof-of-address');
    const before = await t.http.get('/api/v1/vault/documents').set(bearer(ada.token)).expect(200);
    await s3.stop();
    try {
      const up = await upload(t, ada.token, 'birth-certificate', pngBytes()).expect(503);
      expect(up.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(JSON.stringify(up.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|S3RVER|documents\//);
      const del = await t.http
        .delete(`/api/v1/vault/documents/${kept.id}`)
        .set(bearer(ada.token))
        .expect(503);
      expect(del.body.code).toBe('SERVICE_UNAVAILABLE');
      const after = await t.http.get('/api/v1/vault/documents').set(bearer(ada.token)).expect(200);
      expect(after.body).toEqual(before.body);
    } finally {
      await s3.start();
    }
    expect(await objectExists(`documents/${kept.id}`)).toBe(true);
    const res = await download(t, ada.token, kept.id);
    expect(sha256(res.body as Buffer)).toBe(kept.sha256);
  });
});
