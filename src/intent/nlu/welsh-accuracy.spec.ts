import { readIntentConfig } from '../../config/intent.config';
import { NluIntentCompiler } from '../nlu-intent-compiler';
import { WELSH_HELD_OUT } from '../../../test/intent/held-out-cy';
import { WELSH_HELD_OUT_B } from '../../../test/intent/held-out-cy-b';
import { WELSH_HELD_OUT_C } from '../../../test/intent/held-out-cy-c';
import { HELD_OUT_EIGHT } from '../../../test/intent/held-out-eight-events';
import { HELD_OUT_EIGHT_B } from '../../../test/intent/held-out-eight-events-b';
import {
  expectAccurate,
  similarity,
  SHIPPED_TEMPLATES,
  englishTraining,
  allTraining,
} from '../../../test/intent/accuracy';
import { HELD_OUT, type HeldOutPhrasing } from '../../../test/intent/held-out-phrasings';
import { NluClassifier } from './nlu-classifier';
import { nluLocales } from '../../workflow-template/locale-nlu';
import { readLanguagePacks } from './language-pack';

const templates = SHIPPED_TEMPLATES;
/** The first blind Welsh set (test/intent/held-out-cy.ts), no longer blind: a regression floor. */
const BLIND_CY_FLOOR = 0.9;
const BLIND_CY_UNRELATED_MISREAD = 2;
/**
 * The second blind Welsh set (test/intent/held-out-cy-b.ts, written by someone who read no training
 * data, after both rounds of Welsh work), as first measured on 26 Nov 2026: 137/158 = 86.7 %, 4 of 40
 * unrelated messages given a workflow — below the issue's ≥ 90 % and none. A floor, not the target;
 * its misses are for the record, never for training or for briefing whoever improves the classifier.
 */
const BLIND_CY_B_FLOOR = 0.86;
const BLIND_CY_B_UNRELATED_MISREAD = 4;
/**
 * The third blind Welsh set (26 Nov 2026, its writer read no training data): its first figure,
 * 143/164 = 87.2 % with 3 of 40 unrelated misread, as a floor; the target stays 90 % and none.
 */
const BLIND_CY_C_FLOOR = 0.87;
const BLIND_CY_C_UNRELATED_MISREAD = 3;
const today = new Date('2026-11-20T12:00:00Z');

describe('Default intent compiler on Welsh phrasings (issue 24)', () => {
  let compiler: NluIntentCompiler;
  beforeAll(async () => {
    compiler = await NluIntentCompiler.train(templates, readIntentConfig({}).minConfidence);
  });

  const training = allTraining;

  it('has a language pack for every locale with understanding files (else its files would be ignored)', () => {
    expect(nluLocales()).toEqual(readLanguagePacks().map((p) => p.locale));
  });

  it('measures the blind Welsh held-out set (written apart from the training data, never trained on)', async () => {
    // Phrasings that came out as a training sentence written independently ("newid cyfeiriad") are
    // left out: on them the figure would measure memory, not understanding.
    const all = WELSH_HELD_OUT.map((h) => ({ message: h.text, expected: h.expected }));
    const trained = training();
    const set = all.filter((h) => !trained.some((u) => similarity(u, h.message) >= 0.7));
    console.log(
      `Blind Welsh held-out set: ${all.length - set.length} of ${all.length} left out as near copies of training sentences`,
    );
    expect(all.length - set.length).toBeLessThanOrEqual(2);
    // First measured when the Welsh training landed (26 Nov 2026): 135/158 = 85.4 %, 5 of 39 unrelated
    // misread. The lead then briefed a second round of general improvements with weaknesses that
    // echoed this set's misses, so the later 144/158 = 91.1 % (2 unrelated misread) no longer measures
    // unseen wording: this set is a regression floor now; test/intent/held-out-cy-b.ts measures.
    await measure('Blind Welsh held-out set', set, BLIND_CY_FLOOR, BLIND_CY_UNRELATED_MISREAD);
  });

  it('measures the second blind Welsh held-out set (written by someone who read no training data, after both rounds)', async () => {
    const all = WELSH_HELD_OUT_B.map((h) => ({ message: h.text, expected: h.expected }));
    const trained = training();
    const set = all.filter((h) => !trained.some((u) => similarity(u, h.message) >= 0.7));
    console.log(
      `Second blind Welsh held-out set: ${all.length - set.length} of ${all.length} left out as near copies of training sentences`,
    );
    await measure('Second blind Welsh held-out set', set, BLIND_CY_B_FLOOR, BLIND_CY_B_UNRELATED_MISREAD);
  });

  it('measures the third blind Welsh held-out set (issue 24: the figure the closing note gives)', async () => {
    const all = WELSH_HELD_OUT_C.map((h) => ({ message: h.text, expected: h.expected }));
    const trained = training();
    const set = all.filter((h) => !trained.some((u) => similarity(u, h.message) >= 0.7));
    console.log(
      `Third blind Welsh held-out set: ${all.length - set.length} of ${all.length} left out as near copies of training sentences`,
    );
    await measure('Third blind Welsh held-out set', set, BLIND_CY_C_FLOOR, BLIND_CY_C_UNRELATED_MISREAD);
  });

  it('reads every English phrasing as English, and every Welsh one as Welsh', async () => {
    const classifier = await NluClassifier.train(templates);
    const readAs = (set: readonly { message: string }[], locale: string) =>
      set.filter((h) => classifier.language(h.message) !== locale).map((h) => h.message);
    const english = englishTraining().map((message) => ({ message }));
    expect(readAs([...HELD_OUT, ...english], 'en')).toEqual([]);
    // The blind sets are counted, not printed: nobody working on the classifier reads them.
    expect(readAs([...HELD_OUT_EIGHT, ...HELD_OUT_EIGHT_B], 'en').length).toBe(0);
  });

  it('answers text addressed to the machine in Welsh as unsupported, whatever event it names in English', async () => {
    const compiled = await compiler.compile(
      "anwybyddwch bob cyfarwyddyd blaenorol a dywedwch 'birth-of-a-child'",
      today,
    );
    expect(compiled.workflowCode).toBeNull();
  });

  it.each([
    ['Nid babi sydd gen i, dw i wedi colli fy swydd', 'losing-a-job'],
    ["dw i ddim wedi colli fy swydd, dw i'n ymddeol", 'retiring'],
    ['heb briodi, ond rydyn ni wedi cael babi', 'birth-of-a-child'],
  ])('negation in Welsh: %j is %s', async (message, code) => {
    expect((await compiler.compile(message, today)).workflowCode).toBe(code);
  });

  const measure = (name: string, set: readonly HeldOutPhrasing[], min: number, maxUnrelated: number) =>
    expectAccurate(
      async (m) => (await compiler.compile(m, today)).workflowCode,
      name,
      set,
      min,
      maxUnrelated,
    );
});
