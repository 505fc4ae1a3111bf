import { registerAs } from '@nestjs/config';
import { tmpdir } from 'node:os';
import { bool, bytes, ConfigError, duration, int, oneOf, str, url } from './env';

export type VaultStorage = 'postgres' | 's3';

export interface S3Settings {
  /** S3-compatible endpoint (MinIO, Ceph, s3rver…); unset uses AWS's regional endpoint. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; unset uses the SDK's default credential chain (e.g. a Kubernetes service account). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface VaultConfig {
  /** Largest accepted document (bytes); bigger uploads are cut off while streaming with 413. */
  maxUploadBytes: number;
  /** Vault quota per citizen (DESIGN §12): documents, and bytes in all. */
  quota: { maxDocuments: number; maxBytes: number };
  /**
   * Uploads a replica reads at once (VAULT_MAX_CONCURRENT_UPLOADS); one more answers 503 with
   * Retry-After before a byte of it is read, so the staging disk, the database connections held by
   * uploads and memory stay bounded whatever the load.
   */
  maxConcurrentUploads: number;
  /**
   * Of those, how many one citizen may have in flight (VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN): one
   * more answers 429, so one citizen's slow uploads cannot take every place of a replica.
   */
  maxConcurrentUploadsPerCitizen: number;
  /**
   * How long an upload's body may take to arrive (VAULT_UPLOAD_TIMEOUT, ms): past it the upload is cut
   * off (408) and its place given back, so a body trickling in a few bytes a second holds it no longer.
   */
  uploadTimeoutMs: number;
  /** Where uploads are staged while they are read (VAULT_UPLOAD_DIR; the OS temp directory by default). */
  uploadDir: string;
  storage: VaultStorage;
  /** Set when storage is `s3`. */
  s3: S3Settings | undefined;
}

export function readVaultConfig(env: NodeJS.ProcessEnv = process.env): VaultConfig {
  const storage = oneOf(env, 'VAULT_STORAGE', ['postgres', 's3'] as const, 'postgres');
  const maxUploadBytes = bytes(env, 'VAULT_MAX_UPLOAD_SIZE', 10 * 1024 * 1024);
  if (maxUploadBytes < 1) throw new ConfigError('VAULT_MAX_UPLOAD_SIZE', 'expected a size above zero');
  const quota = {
    maxDocuments: int(env, 'VAULT_MAX_DOCUMENTS', 50, 1, 100_000),
    maxBytes: bytes(env, 'VAULT_MAX_BYTES', 100 * 1024 * 1024),
  };
  if (quota.maxBytes < 1) throw new ConfigError('VAULT_MAX_BYTES', 'expected a size above zero');
  const maxConcurrentUploads = int(env, 'VAULT_MAX_CONCURRENT_UPLOADS', 3, 1, 1000);
  const uploads = {
    maxConcurrentUploads,
    maxConcurrentUploadsPerCitizen: int(env, 'VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN', 2, 1, 1000),
    uploadTimeoutMs: duration(env, 'VAULT_UPLOAD_TIMEOUT', 120_000),
  };
  const uploadDir = str(env, 'VAULT_UPLOAD_DIR', tmpdir());
  if (storage !== 's3') return { maxUploadBytes, quota, ...uploads, uploadDir, storage, s3: undefined };

  const bucket = str(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('S3_BUCKET', 'required when VAULT_STORAGE=s3');
  const accessKeyId = str(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = str(env, 'S3_SECRET_ACCESS_KEY');
  if (accessKeyId && !secretAccessKey)
    throw new ConfigError('S3_SECRET_ACCESS_KEY', 'required when S3_ACCESS_KEY_ID is set');
  if (secretAccessKey && !accessKeyId)
    throw new ConfigError('S3_ACCESS_KEY_ID', 'required when S3_SECRET_ACCESS_KEY is set');
  const endpoint = url(env, 'S3_ENDPOINT');
  return {
    maxUploadBytes,
    quota,
    ...uploads,
    uploadDir,
    storage,
    s3: {
      endpoint,
      bucket,
      region: str(env, 'S3_REGION', 'us-east-1'),
      accessKeyId,
      secretAccessKey,
      // Most self-hosted S3-compatible servers need path-style addressing.
      forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    },
  };
}

export const vaultConfig = registerAs('vault', () => readVaultConfig());
