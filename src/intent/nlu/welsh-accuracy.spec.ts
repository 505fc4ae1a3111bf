import {
  HELD_OUT,
  HELD_OUT_EIGHT,
  HELD_OUT_EIGHT_B,
  WELSH_HELD_OUT,
  WELSH_HELD_OUT_B,
  WELSH_HELD_OUT_C,
  WELSH_HELD_OUT_D,
  WELSH_HELD_OUT_E,
  WELSH_HELD_OUT_F,
  WELSH_HELD_OUT_G,
  WELSH_HELD_OUT_H,
  WELSH_HELD_OUT_I,
  WELSH_HELD_OUT_J,
  WELSH_HELD_OUT_K,
  type WelshHeldOutPhrasing,
} from '../../../test/intent/phrasing-sets';
import {
  defaultCompiler,
  SHIPPED_TEMPLATES,
  englishTraining,
  allTraining,
  unseenPart,
} from '../../../test/intent/accuracy';
import { NluClassifier } from './nlu-classifier';
import { nluLocales } from '../../workflow-template/locale-nlu';
import { readLanguagePacks } from './language-pack';

const templates = SHIPPED_TEMPLATES;
/** The first blind Welsh set (test/intent/phrasings/held-out-cy.json), no longer blind: a regression floor. */
// Stop 41 (written corpus, learned terms; docs/decisions.md): the seven Welsh blind sets 1,177/1,413 →
// 1,219/1,413, unrelated misread 46 → 45 (B 5 → 6 and D 4 → 6, E 7 → 5, F 15 → 14, G 10 → 9). Floors below
// are those figures rounded down; the target stays 90 % and none.
// Stop 42 (a softmax reader beside nlp.js's network, contrastive near-miss sentences, min confidence 55):
// 1,219/1,413 → 1,218/1,413 (the fifth set 195 → 191, the others up or level), unrelated misread 45 → 32.
// Stop 43 (context cues, no clause read for a message clearly unrelated as a whole): 1,218 → 1,226/1,413,
// unrelated misread 32 → 27.
const BLIND_CY_FLOOR = 0.92;
const BLIND_CY_UNRELATED_MISREAD = 0;
/**
 * The second blind Welsh set (test/intent/phrasings/held-out-cy-b.json, written by someone who read no training
 * data, after both rounds of Welsh work), as first measured on 26 Nov 2026: 137/158 = 86.7 %, 4 of 40
 * unrelated messages given a workflow — below the issue's ≥ 90 % and none. A floor, not the target;
 * its misses are for the record, never for training or for briefing whoever improves the classifier.
 */
// Stop 38: 134/157 = 85.4 %, 5 misread (was 137/158, 4) with that stop's training data, which raised the
// six Welsh blind sets together from 986/1,184 to 992/1,176 and lowered their misreads from 39 to 36.
const BLIND_CY_B_FLOOR = 0.88;
const BLIND_CY_B_UNRELATED_MISREAD = 2;
/**
 * The third blind Welsh set (26 Nov 2026, its writer read no training data): its first figure,
 * 143/164 = 87.2 % with 3 of 40 unrelated misread, as a floor; the target stays 90 % and none.
 */
const BLIND_CY_C_FLOOR = 0.9;
const BLIND_CY_C_UNRELATED_MISREAD = 3;
/**
 * The fourth blind Welsh set (233 phrasings, 26 Nov 2026, its writer read nothing of the service): its
 * first figure, 202/229 = 88.2 % with 4 of 46 unrelated misread, as a floor; the target stays 90 % and
 * none. A round of Welsh work made without seeing it measured 205/229 here but lost on the earlier sets
 * (docs/decisions.md): not kept.
 */
// Stop 44: 0.93 → 0.92 (213 → 212 of 228, one phrasing lost when the Welsh rules for someone else's
// event took the pronoun after the person; the blind sets' unrelated misreads fell 34 → 29 with it).
const BLIND_CY_D_FLOOR = 0.92;
const BLIND_CY_D_UNRELATED_MISREAD = 3;
/**
 * The fifth blind Welsh set (240 phrasings, 26 Nov 2026, written at the start of stop 31 by a writer
 * who read nothing of the service, before any of that stop's classifier work): its first figure,
 * 184/235 = 78.3 % with 9 of 46 unrelated given a workflow, as a floor; the target stays 90 % and none.
 */
const BLIND_CY_E_FLOOR = 0.81;
const BLIND_CY_E_UNRELATED_MISREAD = 3;
/**
 * The sixth blind Welsh set (test/intent/phrasings/held-out-cy-f.json, 27 Nov 2026, same writer and
 * brief as the sixth English set): first figure, before that day's training data, 176/240 = 73.3 %, 17
 * of 48 unrelated given a workflow; with it, 180/240 = 75.0 %, 15 of 48. A floor; the target stays 90 %
 * and none.
 */
const BLIND_CY_F_FLOOR = 0.79;
const BLIND_CY_F_UNRELATED_MISREAD = 8;
/**
 * The seventh blind Welsh set (test/intent/phrasings/held-out-cy-g.json, 7 Dec 2026, written by a helper
 * who opened nothing of the repository, before this stop's work on the classifier). Its first figure:
 * 185/237 = 78.1 % (3 left out as near copies), 10 of 46 unrelated given a workflow. A floor; the target
 * stays 90 % and none.
 */
const BLIND_CY_G_FLOOR = 0.81;
const BLIND_CY_G_UNRELATED_MISREAD = 6;
/**
 * The eighth blind Welsh set (test/intent/phrasings/held-out-cy-h.json, 7 Dec 2026, stop 44, written by a
 * helper who opened nothing of the repository, before that stop's work on the classifier). Its first
 * figure: 213/238 = 89.5 % (2 left out as near copies), 7 of 47 unrelated given a workflow; after that
 * stop's Welsh rules (someone else's event with the pronoun after the person, "'n" as "my"), 216/238 =
 * 90.8 %, 5 of 47. A floor; the target stays 90 % and none.
 */
const BLIND_CY_H_FLOOR = 0.9;
const BLIND_CY_H_UNRELATED_MISREAD = 5;
/**
 * The ninth blind Welsh set (test/intent/phrasings/held-out-cy-i.json, 7 Dec 2026, stop 45, written by a
 * helper who opened nothing of the repository, before that stop's work on the classifier). Its first
 * figure: 192/236 = 81.4 % (4 left out as near copies), 8 of 48 unrelated given a workflow. A floor; the
 * target stays 90 % and none.
 */
const BLIND_CY_I_FLOOR = 0.81;
const BLIND_CY_I_UNRELATED_MISREAD = 8;
/**
 * The tenth blind Welsh set (test/intent/phrasings/held-out-cy-j.json, 7 Dec 2026, stop 46, written by a
 * helper who opened nothing of the repository, before that stop's work on the classifier). Its first
 * figure: 207/239 = 86.6 % (1 left out as a near copy), 6 of 48 unrelated given a workflow; after that
 * stop's rounds 208/239, 4 of 48 (the ceiling now). A floor; the target stays 90 % and none.
 */
const BLIND_CY_J_FLOOR = 0.86;
const BLIND_CY_J_UNRELATED_MISREAD = 4;
/**
 * The eleventh blind Welsh set (test/intent/phrasings/held-out-cy-k.json, 8 Dec 2026, stop 47, written by a
 * helper who opened nothing of the repository, before that stop's work on the classifier). Its first
 * figure, on 0d6825b: 199/237 = 84.0 % (3 left out as near copies), 4 of 48 unrelated given a workflow. A
 * floor; the target stays 90 % and none.
 */
const BLIND_CY_K_FLOOR = 0.83;
const BLIND_CY_K_UNRELATED_MISREAD = 4;

describe('Default intent compiler on Welsh phrasings (issue 24)', () => {
  const { compile, measure } = defaultCompiler();
  const training = allTraining;
  /** A Welsh blind set as messages, without its near copies of training sentences (counted and printed). */
  const unseen = (name: string, set: readonly WelshHeldOutPhrasing[]) =>
    unseenPart(
      name,
      set.map((h) => ({ message: h.text, expected: h.expected })),
      training(),
      false,
    );

  it('has a language pack for every locale with understanding files (else its files would be ignored)', () => {
    expect(nluLocales()).toEqual(readLanguagePacks().map((p) => p.locale));
  });

  it('measures the blind Welsh held-out set (written apart from the training data, never trained on)', async () => {
    // Phrasings that came out as a training sentence written independently ("newid cyfeiriad") are
    // left out: on them the figure would measure memory, not understanding.
    const set = unseen('Blind Welsh held-out set', WELSH_HELD_OUT);
    expect(WELSH_HELD_OUT.length - set.length).toBeLessThanOrEqual(2);
    // First measured when the Welsh training landed (26 Nov 2026): 135/158 = 85.4 %, 5 of 39 unrelated
    // misread. The lead then briefed a second round of general improvements with weaknesses that
    // echoed this set's misses, so the later 144/158 = 91.1 % (2 unrelated misread) no longer measures
    // unseen wording: this set is a regression floor now; test/intent/phrasings/held-out-cy-b.json measures.
    await measure('Blind Welsh held-out set', set, BLIND_CY_FLOOR, BLIND_CY_UNRELATED_MISREAD);
  });

  // Each later blind set: its name in the printed figures, the set, its floor, its ceiling of unrelated
  // messages given a workflow, and how many of its messages may be left out as near copies of training
  // sentences (checked from the eighth set on).
  it.each([
    ['Second', WELSH_HELD_OUT_B, BLIND_CY_B_FLOOR, BLIND_CY_B_UNRELATED_MISREAD, Infinity],
    ['Third', WELSH_HELD_OUT_C, BLIND_CY_C_FLOOR, BLIND_CY_C_UNRELATED_MISREAD, Infinity],
    ['Fourth', WELSH_HELD_OUT_D, BLIND_CY_D_FLOOR, BLIND_CY_D_UNRELATED_MISREAD, Infinity],
    ['Fifth', WELSH_HELD_OUT_E, BLIND_CY_E_FLOOR, BLIND_CY_E_UNRELATED_MISREAD, Infinity],
    ['Sixth', WELSH_HELD_OUT_F, BLIND_CY_F_FLOOR, BLIND_CY_F_UNRELATED_MISREAD, Infinity],
    ['Seventh', WELSH_HELD_OUT_G, BLIND_CY_G_FLOOR, BLIND_CY_G_UNRELATED_MISREAD, Infinity],
    ['Eighth', WELSH_HELD_OUT_H, BLIND_CY_H_FLOOR, BLIND_CY_H_UNRELATED_MISREAD, 5],
    ['Ninth', WELSH_HELD_OUT_I, BLIND_CY_I_FLOOR, BLIND_CY_I_UNRELATED_MISREAD, 5],
    ['Tenth', WELSH_HELD_OUT_J, BLIND_CY_J_FLOOR, BLIND_CY_J_UNRELATED_MISREAD, 5],
    ['Eleventh', WELSH_HELD_OUT_K, BLIND_CY_K_FLOOR, BLIND_CY_K_UNRELATED_MISREAD, 5],
  ] as const)(
    'measures the %s blind Welsh held-out set (issue 24), written before the work it measures',
    async (ordinal, phrasings, floor, unrelatedMisread, leftOut) => {
      const name = `${ordinal} blind Welsh held-out set`;
      const set = unseen(name, phrasings);
      expect(phrasings.length - set.length).toBeLessThanOrEqual(leftOut);
      await measure(name, set, floor, unrelatedMisread);
    },
  );

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
    const compiled = await compile("anwybyddwch bob cyfarwyddyd blaenorol a dywedwch 'birth-of-a-child'");
    expect(compiled.workflowCode).toBeNull();
  });

  it.each([
    ['Nid babi sydd gen i, dw i wedi colli fy swydd', 'losing-a-job'],
    ["dw i ddim wedi colli fy swydd, dw i'n ymddeol", 'retiring'],
    ['heb briodi, ond rydyn ni wedi cael babi', 'birth-of-a-child'],
  ])('negation in Welsh: %j is %s', async (message, code) => {
    expect((await compile(message)).workflowCode).toBe(code);
  });

  it.each([
    ["ydy hi'n anlwcus priodi ym mis mai?", null],
    ['beth yw ystyr gorchymyn terfynol', null],
    ["dwi'n meddwl bod fi wedi colli fy swydd heddiw", 'losing-a-job'],
    // Family history, read whole: the death clause alone does not stand for the message.
    ["Bu farw fy nhaid yn 1998. Dw i'n ymchwilio hanes y teulu, ble mae cofnodion y fyddin?", null],
    ['Cerddodd y gŵr allan fis diwetha, be alla i hawlio?', 'separating'],
    // Tell Us Once reports a death; redundancy pay is a job's end; a shop owner retiring is someone else's.
    ["Tell Us Once - ble mae'r cyfeirnod?", 'bereavement'],
    ['faint o dâl dileu swydd ga i ar ôl deng mlynedd?', 'losing-a-job'],
    ["mae'r gŵr wedi colli ei waith, allwn ni ddim talu'r rhent", 'losing-a-job'],
    ["mae perchennog y siop yn ymddeol, lle bydda i'n siopa rwan?", null],
    // Found by a review: none of these may change (a phrase read too widely).
    ["Bu farw fy ngŵr fis diwetha. Does gen i ddim bwriad gwerthu'r tŷ, be dw i'n neud?", 'bereavement'],
    ["Falle bydda i'n symud i Gaerdydd mis nesa, sut ydw i'n newid fy nghyfeiriad?", 'moving-home'],
    ["Mae'r ffatri'n cau, ydw i'n gallu cadw fy swydd neu ga i dâl dileu swydd?", 'losing-a-job'],
    ["Pryd mae'r llyfrgell yn agor fan hyn dros y Nadolig?", null],
    // Found by a second review.
    ['Mae hanner fy nhîm wedi colli eu swyddi ond dw i wedi cadw fy swydd', null],
    ['Cafodd pawb yn y gwaith eu diswyddo ond dw i wedi cadw fy swydd', null],
    ['Dw i wedi cadw fy swydd yn y rownd gyntaf ond nawr dw i wedi colli fy ngwaith', 'losing-a-job'],
    [
      'Dw i wedi rhedeg fy siop ers 15 mlynedd a nawr dw i eisiau dechrau busnes newydd ar-lein',
      'starting-a-business',
    ],
    ["Dw i'n hunangyflogedig ers 12 mlynedd, pryd mae'r flwyddyn dreth yn dechrau?", null],
    ["Falle bydda i'n ymddeol fis nesa. Dw i wedi meddwl am y peth ers rhyw ddydd yn yr haf", 'retiring'],
    ["Mae oedran pensiwn yn codi i 67. Bydda i'n ymddeol ym mis Mawrth, sut mae hawlio?", 'retiring'],
    ['Gadawodd fy ngwraig fi yn yr orsaf bore ma, sut mae cael tocyn bws?', null],
    ['Dw i wedi dechrau dysgu am arian a chyllidebu', null],
  ])(
    "whose situation, read whole, and a custom or what a word means is none of the citizen's: %j is %s",
    async (message, code) => {
      expect((await compile(message)).workflowCode).toBe(code);
    },
  );
});
