import { randomUUID } from 'node:crypto';
import {
  REDACTED_EVIDENCE_SOURCE,
  RedactedEvidenceSource,
} from '../../src/common/evidence/redacted-evidence.port';
import { createTestApp, TestApp } from '../factories/app.factory';
import { signIn } from '../factories/auth.factory';

/** The port other modules read: only document codes and the earliest time each was provided. */
describe('Vault: redacted evidence source', () => {
  let t: TestApp;
  let source: RedactedEvidenceSource;
  beforeAll(async () => {
    t = await createTestApp();
    source = t.app.get<RedactedEvidenceSource>(REDACTED_EVIDENCE_SOURCE);
  });
  afterAll(() => t.close());

  async function storeRow(citizenId: string, documentCode: string, uploadedAt: string): Promise<void> {
    const id = randomUUID();
    await t.dataSource.query(
      `INSERT INTO vault_documents (id, citizen_id, document_code, content_type, size_bytes, sha256, storage, storage_key, uploaded_at)
       VALUES ($1, $2, $3, 'application/pdf', 10, $4, 'postgres', $5, $6)`,
      [id, citizenId, documentCode, 'a'.repeat(64), id, uploadedAt],
    );
  }

  it('is empty for a citizen without documents', async () => {
    await expect(source.forCitizen(randomUUID())).resolves.toEqual([]);
  });

  it('lists each code once with its earliest upload, and nothing of another citizen', async () => {
    // Documents belong to real citizens (foreign key), signed in through the sandbox.
    const citizen = (await signIn(t)).citizenId;
    const other = (await signIn(t)).citizenId;
    await storeRow(citizen, 'birth-certificate', '2026-03-02T10:00:00.000Z');
    await storeRow(citizen, 'birth-certificate', '2026-03-01T09:00:00.000Z');
    await storeRow(citizen, 'proof-of-address', '2026-03-03T08:30:00.000Z');
    await storeRow(other, 'tenancy-agreement', '2026-03-03T08:30:00.000Z');

    const evidence = await source.forCitizen(citizen);
    expect(evidence).toEqual([
      { document_code: 'birth-certificate', provided_at: '2026-03-01T09:00:00.000Z' },
      { document_code: 'proof-of-address', provided_at: '2026-03-03T08:30:00.000Z' },
    ]);
    for (const item of evidence) expect(Object.keys(item).sort()).toEqual(['document_code', 'provided_at']);
  });
});
