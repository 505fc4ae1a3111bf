import { tmpdir } from 'node:os';
import { readVaultConfig } from './vault.config';

describe('vault settings', () => {
  const defaults = {
    maxUploadBytes: 10 * 1024 * 1024,
    quota: { maxDocuments: 50, maxBytes: 100 * 1024 * 1024 },
    maxConcurrentUploads: 3,
    maxConcurrentUploadsPerCitizen: 2,
    uploadTimeoutMs: 120_000,
    uploadDir: tmpdir(),
    storage: 'postgres',
    s3: undefined,
  };

  it('defaults to PostgreSQL storage and 10 MiB', () => {
    expect(readVaultConfig({})).toEqual(defaults);
  });

  it('reads the S3 settings, path-style by default with a custom endpoint', () => {
    const config = readVaultConfig({
      VAULT_STORAGE: 's3',
      VAULT_MAX_UPLOAD_SIZE: '5mb',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(config).toEqual({
      ...defaults,
      maxUploadBytes: 5 * 1024 * 1024,
      storage: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'docs',
        region: 'us-east-1',
        accessKeyId: 'k',
        secretAccessKey: 's',
        forcePathStyle: true,
      },
    });
  });

  it.each([
    [{ VAULT_STORAGE: 'disk' }, 'VAULT_STORAGE'],
    [{ VAULT_MAX_UPLOAD_SIZE: 'ten megs' }, 'VAULT_MAX_UPLOAD_SIZE'],
    [{ VAULT_STORAGE: 's3' }, 'S3_BUCKET'],
    [{ VAULT_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
    [{ VAULT_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => readVaultConfig(env)).toThrow(new RegExp(`Invalid setting ${variable}`));
  });

  it('reads the bound on uploads in flight and where uploads are staged', () => {
    expect(readVaultConfig({ VAULT_UPLOAD_DIR: '/var/tmp/uploads' }).uploadDir).toBe('/var/tmp/uploads');
    expect(readVaultConfig({ VAULT_MAX_CONCURRENT_UPLOADS: '16' }).maxConcurrentUploads).toBe(16);
    expect(
      readVaultConfig({ VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN: '3', VAULT_UPLOAD_TIMEOUT: '90s' }),
    ).toMatchObject({ maxConcurrentUploadsPerCitizen: 3, uploadTimeoutMs: 90_000 });
    expect(() => readVaultConfig({ VAULT_UPLOAD_TIMEOUT: 'slow' })).toThrow(/VAULT_UPLOAD_TIMEOUT/);
    expect(() => readVaultConfig({ VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN: '0' })).toThrow(
      /VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN/,
    );
    expect(() => readVaultConfig({ VAULT_MAX_CONCURRENT_UPLOADS: '0' })).toThrow(
      /VAULT_MAX_CONCURRENT_UPLOADS/,
    );
  });

  it('reads the vault quota and refuses bad values with one line', () => {
    expect(readVaultConfig({ VAULT_MAX_DOCUMENTS: '5', VAULT_MAX_BYTES: '1mb' }).quota).toEqual({
      maxDocuments: 5,
      maxBytes: 1024 * 1024,
    });
    expect(() => readVaultConfig({ VAULT_MAX_DOCUMENTS: '0' })).toThrow(
      /^Invalid setting VAULT_MAX_DOCUMENTS: /,
    );
    expect(() => readVaultConfig({ VAULT_MAX_BYTES: 'lots' })).toThrow(/^Invalid setting VAULT_MAX_BYTES: /);
  });
});
