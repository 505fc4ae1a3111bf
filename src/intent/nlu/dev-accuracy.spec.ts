import {
  DEV_NEAR_MISSES,
  DEV_SET,
  DEV_SET_B,
  DEV_SET_C,
  DEV_SET_D,
  DEV_SET_E,
  DEV_SET_F,
} from '../../../test/intent/phrasing-sets';
import {
  defaultCompiler,
  expectNotTrainedOn,
  SHIPPED_TEMPLATES,
  englishTraining,
} from '../../../test/intent/accuracy';
import { NluClassifier } from './nlu-classifier';

const templates = SHIPPED_TEMPLATES;
/** Issue 12 and 23: the accuracy may not fall below 95 %, and no unrelated message may start a journey. */
const MIN_ACCURACY = 0.95;
/** The second development set's figure when the general methods landed: a floor, the target stays 95 %. */
// Stop 41: 189/213 and 122/132 with 2 of 33 unrelated misread (written corpus, learned terms).
// Stop 42: 195/213 and 127/132, 2 of 33 (training typos corrected, softmax reader, near-miss pairs).
const DEV_B_FLOOR = 0.94; // stop 46: 201/213
/** The third development set's figure as landed (114/132, 6 of 33 unrelated misread): a floor, the target stays 95 %. */
const DEV_C_FLOOR = 0.96;
// Stop 44: 2 → 0 ("dead" before an adjective is "very"; "ignore the rules" talks to the machine).
const DEV_C_UNRELATED_MISREAD = 0;
/**
 * The fourth development set (240 messages, stop 45, written by a helper who opened nothing of the
 * repository; 9 that were training sentences or near copies of one dropped), as first measured: 212/231 =
 * 91.8 %, 2 of 48 unrelated misread. A floor; the target stays 95 % and none.
 */
const DEV_D_FLOOR = 0.93; // stop 46: 216/231
const DEV_D_UNRELATED_MISREAD = 2;
/**
 * The fifth development set (240 messages, stop 46, written by a helper who opened nothing of the
 * repository; 5 near copies of training sentences dropped, 235 left): first measured on 2e9f546 at
 * 224/240 = 93.3 %, 4 of 48 unrelated misread; after that stop's round 225/235, 1 of 48. A floor; the
 * target stays 95 % and none.
 */
const DEV_E_FLOOR = 0.95;
const DEV_E_UNRELATED_MISREAD = 1;
/**
 * The sixth development set (240 messages, stop 47, written by a helper who opened nothing of the
 * repository; 19 exact or near copies of training sentences dropped, 221 left): first measured on 0d6825b at
 * 195/221 = 88.2 %, 7 of 45 unrelated misread; after that stop's round 210/221, 1 of 45. A floor; the target
 * stays 95 % and none.
 */
const DEV_F_FLOOR = 0.95;
const DEV_F_UNRELATED_MISREAD = 1;
/**
 * The near-miss set (160 messages that are none of the eight, stop 42): main gave 67 of them a workflow,
 * stop 42 35, stop 43 14, stop 44 13, stop 46 7 (general questions set apart). A ceiling that keeps it
 * from rising; the target is none.
 */
const NEAR_MISSES_MISREAD = 7;

/**
 * The English development sets (issue 23), apart from the blind held-out sets
 * (held-out-accuracy.spec.ts), so that whoever improves the classifier can measure on them without
 * ever running the blind ones.
 */
describe('Default intent compiler on the English development sets (issue 23)', () => {
  const { measure } = defaultCompiler();
  const training = englishTraining;

  it("keeps issue 23's development set (all eight life events) apart from training, and reaches the bar on it", async () => {
    expectNotTrainedOn(DEV_SET, training());
    for (const t of templates)
      expect(DEV_SET.filter((h) => h.expected === t.code).length).toBeGreaterThanOrEqual(5);
    await measure('Development set', DEV_SET, MIN_ACCURACY);
  });

  // The later development sets: the name in the printed figures, what the set is, the set, how many
  // messages of each event and how many unrelated ones it must hold, its floor and its ceiling of
  // unrelated messages given a workflow.
  it.each([
    ['Second', 'typos, text speak, slang, indirect wording', DEV_SET_B, 20, 40, DEV_B_FLOOR, 0],
    [
      'Third',
      'written before the third round of training',
      DEV_SET_C,
      10,
      30,
      DEV_C_FLOOR,
      DEV_C_UNRELATED_MISREAD,
    ],
    [
      'Fourth',
      'written at stop 45, before its round',
      DEV_SET_D,
      20,
      40,
      DEV_D_FLOOR,
      DEV_D_UNRELATED_MISREAD,
    ],
    [
      'Fifth',
      'written at stop 46, before its round',
      DEV_SET_E,
      20,
      40,
      DEV_E_FLOOR,
      DEV_E_UNRELATED_MISREAD,
    ],
    [
      'Sixth',
      'written at stop 47, before its round',
      DEV_SET_F,
      20,
      40,
      DEV_F_FLOOR,
      DEV_F_UNRELATED_MISREAD,
    ],
  ] as const)(
    'keeps the %s development set (%s) apart from training, and keeps its figure',
    async (ordinal, _about, set, perEvent, unrelated, floor, unrelatedMisread) => {
      expectNotTrainedOn(set, training());
      for (const t of templates)
        expect(set.filter((h) => h.expected === t.code).length).toBeGreaterThanOrEqual(perEvent);
      expect(set.filter((h) => h.expected === null).length).toBeGreaterThanOrEqual(unrelated);
      await measure(`${ordinal} development set`, set, floor, unrelatedMisread);
    },
  );

  it('keeps the near-miss set apart from training, and gives no more of its messages a workflow than before', async () => {
    expectNotTrainedOn(DEV_NEAR_MISSES, training());
    expect(DEV_NEAR_MISSES.every((h) => h.expected === null)).toBe(true);
    await measure(
      'Near-miss development set',
      DEV_NEAR_MISSES,
      1 - NEAR_MISSES_MISREAD / DEV_NEAR_MISSES.length,
      NEAR_MISSES_MISREAD,
    );
  });

  it('reads every English development phrasing and training sentence as English', async () => {
    const classifier = await NluClassifier.train(templates);
    const englishTraining = training().map((message) => ({ message }));
    expect(
      [...DEV_SET, ...DEV_SET_B, ...DEV_SET_C, ...DEV_SET_D, ...DEV_SET_E, ...DEV_SET_F, ...englishTraining]
        .filter((h) => classifier.language(h.message) !== 'en')
        .map((h) => h.message),
    ).toEqual([]);
  });
});
