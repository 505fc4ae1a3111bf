import { JourneyRepository, type StoredJourney } from '../../src/journey/journey.repository';
import { signInWithHighAssurance } from '../factories/auth.factory';
import { createTestApp, TestApp } from '../factories/app.factory';
import { createBirthJourney } from '../factories/journey.factory';
import { untilSomeoneWaitsOnALock } from '../factories/locks';

// Runs only with DATABASE_URL set to a real PostgreSQL (jest.config.js): the embedded engine has one
// connection, so a second change never waits on the row lock there.

describe('A journey change reads its journey and milestones under the row lock (JourneyRepository.changeLocked)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a change that waited for the lock sees the milestone the change before it wrote', async () => {
    const ada = await signInWithHighAssurance(t);
    const id = (await createBirthJourney(t, ada.token)).journey.id;
    const journeys = t.app.get(JourneyRepository);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const locked = new Promise<void>((r) => (holding = r));
    const first = journeys.changeLocked(ada.citizenId, id, async (stored) => {
      holding();
      await held;
      return {
        journey: { progress: 50 },
        milestones: [
          {
            milestoneCode: 'about-the-birth',
            sequence: stored.milestones.length + 1,
            answers: {},
            automatic: false,
            completedAt: new Date(),
          },
        ],
        events: [],
      };
    });
    await locked;
    let seen: StoredJourney | undefined;
    const second = journeys.changeLocked(ada.citizenId, id, (stored) => {
      seen = stored;
      return null;
    });
    await untilSomeoneWaitsOnALock(t.dataSource, 'the second change');
    release();
    await Promise.all([first, second]);
    // The statement that waited started before the first change committed: its own subqueries would
    // still see no milestone. The version check reads them again.
    expect(seen?.journey.progress).toBe(50);
    expect(seen?.milestones.map((m) => m.milestoneCode)).toEqual(['about-the-birth']);
    expect(seen?.milestones[0].completedAt).toBeInstanceOf(Date);
  });

  it('a change that did not wait reads the same journey and milestones in one statement', async () => {
    const ada = await signInWithHighAssurance(t);
    const id = (await createBirthJourney(t, ada.token)).journey.id;
    const journeys = t.app.get(JourneyRepository);
    await journeys.changeLocked(ada.citizenId, id, (stored) => ({
      journey: { progress: 10 },
      milestones: [
        {
          milestoneCode: 'about-the-birth',
          sequence: stored.milestones.length + 1,
          answers: { a: 1 },
          automatic: false,
          completedAt: new Date('2026-11-01T10:00:00Z'),
        },
      ],
      events: [],
    }));
    let seen: StoredJourney | undefined;
    await journeys.changeLocked(ada.citizenId, id, (stored) => {
      seen = stored;
      return null;
    });
    expect(seen?.milestones).toEqual([
      {
        journeyId: id,
        milestoneCode: 'about-the-birth',
        sequence: 1,
        answers: { a: 1 },
        automatic: false,
        completedAt: new Date('2026-11-01T10:00:00Z'),
      },
    ]);
    expect(
      await journeys.changeLocked(ada.citizenId, '00000000-0000-4000-8000-000000000000', () => null),
    ).toBeNull();
  });
});
