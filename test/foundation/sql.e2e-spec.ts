import { assignments, insertInto, SqlParams } from '../../src/database/sql';
import { JourneyEntity, JourneyEventEntity, JourneyMilestoneEntity } from '../../src/journey/journey.entity';
import type { Pool } from 'pg';
import type { ObjectLiteral, EntityTarget } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { AuthRepository } from '../../src/auth/auth.repository';
import { SessionEntity } from '../../src/auth/session.entity';
import { PooledReads } from '../../src/database/pooled-reads';
import { JourneyRepository } from '../../src/journey/journey.repository';
import { LIST_SQL, PLAN_SQL, VERSION_SQL } from '../../src/scripts/bench-baseline';
import { VaultDocumentEntity } from '../../src/vault/vault-document.entity';
import { VaultRepository } from '../../src/vault/vault.repository';
import { createTestApp, TestApp } from '../factories/app.factory';

describe('Hand-written SQL helpers on the entities’ metadata', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes every row in the first row’s column order, JSON columns as JSON text', () => {
    const params = new SqlParams('journey-id');
    const at = new Date('2026-11-01T00:00:00Z');
    const sql = insertInto(
      t.dataSource,
      JourneyMilestoneEntity,
      [
        {
          journeyId: 'j',
          milestoneCode: 'a',
          sequence: 1,
          answers: { x: 1 },
          automatic: false,
          completedAt: at,
        },
        { completedAt: at, automatic: true, answers: {}, sequence: 2, milestoneCode: 'b', journeyId: 'j' },
      ],
      params,
    );
    expect(sql).toBe(
      'INSERT INTO "journey_milestones" ("journey_id", "milestone_code", "sequence", "answers", "automatic", "completed_at") ' +
        'VALUES ($2, $3, $4, $5, $6, $7), ($8, $9, $10, $11, $12, $13)',
    );
    expect(params.values).toEqual([
      'journey-id',
      'j',
      'a',
      1,
      '{"x":1}',
      false,
      at,
      'j',
      'b',
      2,
      '{}',
      true,
      at,
    ]);
  });

  it('refuses rows that set different properties, unknown properties and database-written columns', () => {
    const params = new SqlParams();
    expect(() =>
      insertInto(
        t.dataSource,
        JourneyMilestoneEntity,
        [{ milestoneCode: 'a', sequence: 1 }, { milestoneCode: 'b' }],
        params,
      ),
    ).toThrow('same properties');
    expect(() =>
      assignments(
        t.dataSource,
        JourneyEntity,
        { nickname: 'x' } as unknown as Partial<JourneyEntity>,
        params,
      ),
    ).toThrow('no column');
    expect(() => insertInto(t.dataSource, JourneyEventEntity, [{ sequence: '1' }], params)).toThrow(
      'not written by insert',
    );
  });

  it('skips undefined properties in an update', () => {
    const params = new SqlParams('id');
    expect(
      assignments(t.dataSource, JourneyEntity, { progress: 50, completedAt: undefined, facts: {} }, params),
    ).toBe('"progress" = $2, "facts" = $3');
    expect(params.values).toEqual(['id', 50, '{}']);
  });
});

describe('PooledReads: hot-path reads on the pool, prepared on a real PostgreSQL', () => {
  it('prepares named statements once per connection with DATABASE_URL, and never on the embedded engine', async () => {
    // One pooled connection, so the check below runs on the connection that prepared them.
    const t = await createTestApp({ env: { DB_POOL_SIZE: '1' } });
    try {
      const reads = t.app.get(PooledReads);
      const sql = 'SELECT $1::int + 1 AS n';
      expect(await reads.rows<{ n: number }>('test-add-one', sql, [1])).toEqual([{ n: 2 }]);
      expect(await reads.rows<{ n: number }>('test-add-one', sql, [41])).toEqual([{ n: 42 }]);
      const prepared: { name: string }[] = await t.dataSource.query(
        "SELECT name FROM pg_prepared_statements WHERE name LIKE 'test-add-one-%'",
      );
      expect(prepared.length).toBe(process.env.DATABASE_URL ? 1 : 0);
    } finally {
      await t.close();
    }
  });

  it('prepares a transaction’s statements on its own connection, one name per statement text', async () => {
    const t = await createTestApp({ env: { DB_POOL_SIZE: '1' } });
    try {
      const reads = t.app.get(PooledReads);
      const [sums, prepared] = await t.dataSource.transaction(async (em) => {
        const sums = [
          await reads.inTransaction<{ n: number }>(em, 'test-tx', 'SELECT $1::int + 1 AS n', [1]),
          await reads.inTransaction<{ n: number }>(em, 'test-tx', 'SELECT $1::int + 1 AS n', [2]),
          await reads.inTransaction<{ n: number }>(em, 'test-tx', 'SELECT $1::int + 2 AS n', [2]),
        ].map((rows) => rows[0].n);
        // Seen from the transaction itself: prepared statements belong to the connection.
        const names: { name: string }[] = await em.query(
          "SELECT name FROM pg_prepared_statements WHERE name LIKE 'test-tx-%' ORDER BY name",
        );
        return [sums, names.map((r) => r.name)];
      });
      expect(sums).toEqual([2, 3, 4]);
      // Two texts, two names; none on the embedded engine (its backend outlives the pool's connections).
      expect(prepared.length).toBe(process.env.DATABASE_URL ? 2 : 0);
      await expect(reads.inTransaction(t.dataSource.manager, 'test-tx', 'SELECT 1', [])).rejects.toThrow(
        'has no transaction',
      );
    } finally {
      await t.close();
    }
  });

  it('sends them unnamed with DB_PREPARED_STATEMENTS=false', async () => {
    const t = await createTestApp({ env: { DB_POOL_SIZE: '1', DB_PREPARED_STATEMENTS: 'false' } });
    try {
      await t.app.get(PooledReads).rows('test-unnamed', 'SELECT 1 AS one', []);
      const prepared: unknown[] = await t.dataSource.query(
        "SELECT name FROM pg_prepared_statements WHERE name LIKE 'test-unnamed-%'",
      );
      expect(prepared).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('Hot-path SQL checked against the entities (docs/data-access.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every entity maps exactly the columns its table has', async () => {
    for (const metadata of t.dataSource.entityMetadatas) {
      const rows: { column_name: string }[] = await t.dataSource.query(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1`,
        [metadata.tableName],
      );
      expect({ table: metadata.tableName, columns: rows.map((r) => r.column_name).sort() }).toEqual({
        table: metadata.tableName,
        columns: metadata.columns.map((c) => c.databaseName).sort(),
      });
    }
  });

  it('the raw calibration server of `npm run bench` reads with the service’s own statements', () => {
    const words = (sql: string) => sql.split(/\s+/).join(' ');
    const journey = t.app.get(JourneyRepository).hotPathStatements();
    expect(words(LIST_SQL)).toBe(words(journey.list));
    expect(words(PLAN_SQL)).toBe(words(journey.withMilestones));
    expect(words(VERSION_SQL)).toBe(words(journey.ownedVersion));
  });

  it('every hot-path statement runs on the schema and answers with the entity’s property names', async () => {
    const pool = (t.dataSource.driver as PostgresDriver).master as Pool;
    const propertiesOf = (entity: EntityTarget<ObjectLiteral>, ...extra: string[]) => [
      ...t.dataSource.getMetadata(entity).columns.map((c) => c.propertyName),
      ...extra,
    ];
    const journey = t.app.get(JourneyRepository).hotPathStatements();
    const checks: [string, string, string[]][] = [
      ['journeys: list', journey.list, propertiesOf(JourneyEntity)],
      ['journeys: owned', journey.owned, propertiesOf(JourneyEntity)],
      ['journeys: owned version', journey.ownedVersion, ['version']],
      [
        'journeys: locked with milestones',
        journey.lockedWithMilestones,
        propertiesOf(JourneyEntity, 'snapshotVersion', 'milestones'),
      ],
      ['journeys: with milestones', journey.withMilestones, propertiesOf(JourneyEntity, 'milestones')],
      ['journeys: milestones', journey.milestones, propertiesOf(JourneyMilestoneEntity)],
      [
        'sessions: by token hash',
        t.app.get(AuthRepository).hotPathStatements().sessionByTokenHash,
        propertiesOf(SessionEntity, 'citizenLanguage'),
      ],
      [
        'vault: evidence',
        t.app.get(VaultRepository).hotPathStatements().evidenceByCitizen,
        propertiesOf(VaultDocumentEntity, 'providedAt'),
      ],
    ];
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      for (const [name, text, properties] of checks) {
        const placeholders = new Set(text.match(/\$\d+/g)).size;
        // A uuid for each placeholder, but for a page's limit (1) and its optional cursor values (null).
        const values = Array.from({ length: placeholders }, (_, i) =>
          new RegExp(`LIMIT \\$${i + 1}\\b`).test(text)
            ? 1
            : new RegExp(`\\$${i + 1}::(timestamptz|bigint)`).test(text)
              ? null
              : '00000000-0000-4000-8000-000000000000',
        );
        // An unknown column or table fails here, with the statement's name.
        const result = await client.query(text, values).catch((e: Error) => {
          throw new Error(`${name}: ${e.message}`);
        });
        const unknown = result.fields.map((f) => f.name).filter((f) => !properties.includes(f));
        expect({ name, unknown }).toEqual({ name, unknown: [] });
      }
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
