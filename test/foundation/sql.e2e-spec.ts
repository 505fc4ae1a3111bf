import { assignments, insertInto, SqlParams } from '../../src/database/sql';
import { JourneyEntity, JourneyEventEntity, JourneyMilestoneEntity } from '../../src/journey/journey.entity';
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
