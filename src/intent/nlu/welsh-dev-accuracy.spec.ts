import {
  DEV_NEAR_MISSES_CY,
  DEV_SET_CY,
  DEV_SET_CY_B,
  DEV_SET_CY_C,
  DEV_SET_CY_D,
  DEV_SET_CY_E,
  DEV_SET_CY_F,
  DEV_SET_CY_G,
} from '../../../test/intent/phrasing-sets';
import {
  defaultCompiler,
  expectNotTrainedOn,
  SHIPPED_TEMPLATES,
  allTraining,
} from '../../../test/intent/accuracy';
import { NluClassifier } from './nlu-classifier';

const templates = SHIPPED_TEMPLATES;
/**
 * The Welsh development set's figure when the Welsh training landed (106/107; written by the author
 * of the training sentences, so it flatters): a floor that keeps it from falling, not the target. The
 * one unrelated message misread is a friend's wedding with the writer as bridesmaid.
 */
const DEV_CY_FLOOR = 0.95;
const DEV_CY_UNRELATED_MISREAD = 1;
/** The second Welsh set (written after the first training round, and tuned on): a regression floor. */
const DEV_CY_B_FLOOR = 0.95;
/**
 * The third Welsh set (issue 24, second round: other people's events, things that "die", indirect
 * wording, contrast), written before that round's training sentences: 50/94 before, 94/94 after. It
 * was written by the author of the training sentences and guided them, so it flatters: a floor, not a
 * measure.
 */
const DEV_CY_C_FLOOR = 0.95;
const DEV_CY_C_UNRELATED_MISREAD = 0;
/** The fourth Welsh set (written before a training round that was not kept), as landed: 93/101, 2 of 22 unrelated misread. */
const DEV_CY_D_FLOOR = 0.94;
// Stop 43: 3 ("ardrethi busnes ar gyfer siop" read as starting a business after retraining); stop 44: 1.
const DEV_CY_D_UNRELATED_MISREAD = 1;
/**
 * The fifth Welsh set (200 messages with English glosses, stop 45, written by a helper who opened nothing
 * of the repository), as first measured: 163/200 = 81.5 %, 6 of 40 unrelated misread. A floor; the target
 * stays 90 % and none.
 */
const DEV_CY_E_FLOOR = 0.87; // stop 46: 174/200
const DEV_CY_E_UNRELATED_MISREAD = 5;
/**
 * The sixth Welsh development set (200 messages with glosses, stop 46, written by a helper who opened
 * nothing of the repository; many adapted from its own English set; 3 near copies of training sentences
 * dropped, 197 left): first measured on 2e9f546 at 165/200 = 82.5 %, 10 of 40 unrelated misread. A
 * floor; the target stays 90 % and none.
 */
const DEV_CY_F_FLOOR = 0.87; // stop 46 after its rounds: 172/197
const DEV_CY_F_UNRELATED_MISREAD = 5;
/**
 * The seventh Welsh development set (200 messages with glosses, stop 47, written by a helper who opened
 * nothing of the repository; 4 near copies of training sentences dropped, 196 left): first measured on
 * 0d6825b at 167/196 = 85.2 %, 5 of 40 unrelated misread; after that stop's round 188/196, none. A floor;
 * the target stays 90 % and none.
 */
const DEV_CY_G_FLOOR = 0.95;
const DEV_CY_G_UNRELATED_MISREAD = 0;
/**
 * The Welsh near-miss set (110 messages that are none of the eight, stop 42): main gave 62 of them a
 * workflow, stop 42 49, stop 43 22, stop 44 19, stop 45 12, stop 46 9. A ceiling that keeps it from rising;
 * the target is none.
 */
const NEAR_MISSES_CY_MISREAD = 9;

/**
 * The Welsh development sets (issue 24), apart from the blind Welsh held-out sets
 * (welsh-accuracy.spec.ts), so that whoever improves the classifier can measure on them without
 * ever running the blind ones.
 */
describe('Default intent compiler on the Welsh development sets (issue 24)', () => {
  const { measure } = defaultCompiler();
  const training = allTraining;

  it.each([
    ['first', DEV_SET_CY],
    ['second', DEV_SET_CY_B],
    ['third', DEV_SET_CY_C],
    ['fourth', DEV_SET_CY_D],
    ['fifth', DEV_SET_CY_E],
    ['sixth', DEV_SET_CY_F],
    ['seventh', DEV_SET_CY_G],
    ['near-miss', DEV_NEAR_MISSES_CY],
  ])('keeps the %s Welsh development set apart from training', (_name, set) => {
    expectNotTrainedOn(set, training());
  });

  it(`reaches its floor on the Welsh development set (≥ ${DEV_CY_FLOOR * 100} %, no unrelated message misread beyond ${DEV_CY_UNRELATED_MISREAD})`, async () => {
    await measure('Welsh development set', DEV_SET_CY, DEV_CY_FLOOR, DEV_CY_UNRELATED_MISREAD);
  });

  it(`keeps the second Welsh development set at its floor (≥ ${DEV_CY_B_FLOOR * 100} %, no unrelated message misread)`, async () => {
    await measure('Second Welsh development set', DEV_SET_CY_B, DEV_CY_B_FLOOR, 0);
  });

  it(`keeps the third Welsh development set at its floor (≥ ${DEV_CY_C_FLOOR * 100} %, at most ${DEV_CY_C_UNRELATED_MISREAD} unrelated messages misread)`, async () => {
    await measure('Third Welsh development set', DEV_SET_CY_C, DEV_CY_C_FLOOR, DEV_CY_C_UNRELATED_MISREAD);
  });

  it('keeps the fourth Welsh development set at its floor', async () => {
    await measure('Fourth Welsh development set', DEV_SET_CY_D, DEV_CY_D_FLOOR, DEV_CY_D_UNRELATED_MISREAD);
  });

  it('keeps the fifth Welsh development set at its floor', async () => {
    await measure('Fifth Welsh development set', DEV_SET_CY_E, DEV_CY_E_FLOOR, DEV_CY_E_UNRELATED_MISREAD);
  });

  it('keeps the sixth Welsh development set at its floor', async () => {
    await measure('Sixth Welsh development set', DEV_SET_CY_F, DEV_CY_F_FLOOR, DEV_CY_F_UNRELATED_MISREAD);
  });

  it('keeps the seventh Welsh development set at its floor', async () => {
    await measure('Seventh Welsh development set', DEV_SET_CY_G, DEV_CY_G_FLOOR, DEV_CY_G_UNRELATED_MISREAD);
  });

  it('gives no more of the Welsh near misses a workflow than before', async () => {
    expect(DEV_NEAR_MISSES_CY.every((h) => h.expected === null)).toBe(true);
    await measure(
      'Welsh near-miss development set',
      DEV_NEAR_MISSES_CY,
      1 - NEAR_MISSES_CY_MISREAD / DEV_NEAR_MISSES_CY.length,
      NEAR_MISSES_CY_MISREAD,
    );
  });

  it('reads every Welsh development phrasing as Welsh but one', async () => {
    const classifier = await NluClassifier.train(templates);
    expect(
      [...DEV_SET_CY, ...DEV_SET_CY_B, ...DEV_SET_CY_C, ...DEV_SET_CY_D, ...DEV_SET_CY_E, ...DEV_SET_CY_F]
        .filter((h) => classifier.language(h.message) !== 'cy')
        .map((h) => h.message),
      // Five words, two of them English or shared ("PIP", "am"), none of training's Welsh: read as
      // English, and unsupported either way (it is a near miss).
    ).toEqual(['Ga i PIP am orbryder?']);
  });
});
