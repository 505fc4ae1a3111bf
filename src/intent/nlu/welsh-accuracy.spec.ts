import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readIntentConfig } from '../../config/intent.config';
import type { WorkflowTemplateDefinition } from '../../workflow-template/workflow-template.types';
import { NluIntentCompiler } from '../nlu-intent-compiler';
import { DEV_SET } from '../../../test/intent/dev-phrasings';
import { DEV_SET_B } from '../../../test/intent/dev-phrasings-b';
import { DEV_SET_CY } from '../../../test/intent/dev-phrasings-cy';
import { DEV_SET_CY_B } from '../../../test/intent/dev-phrasings-cy-b';
import { DEV_SET_CY_C } from '../../../test/intent/dev-phrasings-cy-c';
import { WELSH_HELD_OUT } from '../../../test/intent/held-out-cy';
import { WELSH_HELD_OUT_B } from '../../../test/intent/held-out-cy-b';
import { HELD_OUT_EIGHT } from '../../../test/intent/held-out-eight-events';
import { HELD_OUT_EIGHT_B } from '../../../test/intent/held-out-eight-events-b';
import { expectAccurate, similarity } from '../../../test/intent/accuracy';
import { HELD_OUT, type HeldOutPhrasing } from '../../../test/intent/held-out-phrasings';
import { NluClassifier } from './nlu-classifier';
import { nluLocales, readTemplateNlu } from '../../workflow-template/locale-nlu';
import { readLanguagePacks } from './language-pack';
import { NONE_UTTERANCES } from './none-utterances';
import { EXTRA_UTTERANCES } from './training-corpus';

const templatesDir = join(__dirname, '../../workflow-template/templates');
const templates = readdirSync(templatesDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(templatesDir, f), 'utf8')) as WorkflowTemplateDefinition);
/**
 * The Welsh development set's figure when the Welsh training landed (106/107; written by the author
 * of the training sentences, so it flatters): a floor that keeps it from falling, not the target. The
 * blind Welsh set, written by someone else, is run by the lead. The one unrelated message misread is
 * a friend's wedding with the writer as bridesmaid.
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
const today = new Date('2026-11-20T12:00:00Z');

describe('Default intent compiler on Welsh phrasings (issue 24)', () => {
  let compiler: NluIntentCompiler;
  beforeAll(async () => {
    compiler = await NluIntentCompiler.train(templates, readIntentConfig({}).minConfidence);
  });

  const training = (): string[] => [
    ...templates.flatMap((t) => t.example_utterances),
    ...Object.values(EXTRA_UTTERANCES).flat(),
    ...NONE_UTTERANCES,
    ...Object.values(readTemplateNlu('cy')).flatMap((f) => f.example_utterances),
    ...readLanguagePacks().flatMap((p) => p.none_utterances),
  ];

  it('has a language pack for every locale with understanding files (else its files would be ignored)', () => {
    expect(nluLocales()).toEqual(readLanguagePacks().map((p) => p.locale));
  });

  it.each([
    ['first', DEV_SET_CY],
    ['second', DEV_SET_CY_B],
    ['third', DEV_SET_CY_C],
  ])('keeps the %s Welsh development set apart from training', (_name, set) => {
    const nearCopies = set.flatMap((h) =>
      training()
        .filter((u) => similarity(u, h.message) >= 0.7)
        .map((u) => `${h.message} ≈ ${u}`),
    );
    expect(nearCopies).toEqual([]);
    expect(new Set(set.map((h) => h.message)).size).toBe(set.length);
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

  it('reads every English phrasing as English, and every Welsh one as Welsh', async () => {
    const classifier = await NluClassifier.train(templates);
    const readAs = (set: readonly { message: string }[], locale: string) =>
      set.filter((h) => classifier.language(h.message) !== locale).map((h) => h.message);
    const englishTraining = [
      ...templates.flatMap((t) => t.example_utterances),
      ...Object.values(EXTRA_UTTERANCES).flat(),
      ...NONE_UTTERANCES,
    ].map((message) => ({ message }));
    expect(readAs([...HELD_OUT, ...DEV_SET, ...DEV_SET_B, ...englishTraining], 'en')).toEqual([]);
    // The blind sets are counted, not printed: nobody working on the classifier reads them.
    expect(readAs([...HELD_OUT_EIGHT, ...HELD_OUT_EIGHT_B], 'en').length).toBe(0);
    expect(readAs([...DEV_SET_CY, ...DEV_SET_CY_B, ...DEV_SET_CY_C], 'cy')).toEqual([]);
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
