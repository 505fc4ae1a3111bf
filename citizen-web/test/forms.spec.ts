import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  answerText,
  boundingAnswers,
  readAnswer,
  readDate,
  serviceAnswerError,
  type Question,
} from '../src/forms';
import { messageOf, PROBLEM_MESSAGES, ServiceProblem } from '../src/problems';

const en = JSON.parse(readFileSync(join(__dirname, '..', 'locales', 'en.json'), 'utf8')) as Record<
  string,
  string
>;
const openapi = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as {
  components: { schemas: { ProblemDto: { properties: { code: { enum: string[] } } } } };
};

const q = (input_type: Question['input_type'], extra: Partial<Question> = {}): Question => ({
  key: 'k',
  label: 'How many?',
  input_type,
  required: true,
  ...extra,
});

describe('question answers, read from a form and checked in citizen words', () => {
  it('reads Day / Month / Year as a real date, and says what is wrong with one that is not', () => {
    expect(readDate({ 'd-day': '7', 'd-month': '3', 'd-year': '2024' }, 'd').iso).toBe('2024-03-07');
    expect(readDate({}, 'd').problem).toBe('empty');
    expect(readDate({ 'd-day': '7', 'd-year': '2024' }, 'd').problem).toBe('incomplete');
    expect(readDate({ 'd-day': '31', 'd-month': '2', 'd-year': '2024' }, 'd').problem).toBe('unreal');
    expect(readDate({ 'd-day': '1', 'd-month': '2', 'd-year': '24' }, 'd').problem).toBe('unreal');
    expect(readDate({ 'd-day': 'x', 'd-month': '2', 'd-year': '2024' }, 'd').problem).toBe('unreal');
  });

  it('types each kind of answer and names the problem with the question in it', () => {
    expect(readAnswer(q('number', { min: 1, integer: true }), { answer: '2' }).value).toBe(2);
    expect(readAnswer(q('number', { min: 1 }), { answer: '0' }).error).toEqual({
      key: 'answer.atLeast',
      values: { label: 'How many?', min: 1 },
    });
    expect(readAnswer(q('number', { integer: true }), { answer: '1.5' }).error?.key).toBe(
      'answer.wholeNumber',
    );
    expect(readAnswer(q('number'), { answer: 'lots' }).error?.key).toBe('answer.notNumber');
    expect(readAnswer(q('number'), {}).error?.key).toBe('answer.enterNumber');
    expect(readAnswer(q('number', { required: false }), {})).toEqual({ typed: '' });
    expect(readAnswer(q('boolean'), { answer: 'false' }).value).toBe(false);
    expect(readAnswer(q('boolean'), {}).error?.key).toBe('answer.chooseYesNo');
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    expect(readAnswer(q('single_choice', { options }), { answer: 'b' }).value).toBe('b');
    expect(readAnswer(q('single_choice', { options }), { answer: 'z' }).error?.key).toBe('answer.chooseOne');
    expect(readAnswer(q('multi_choice', { options }), { answer: ['b', 'a', 'b', 'z'] }).value).toEqual([
      'b',
      'a',
    ]);
    expect(readAnswer(q('multi_choice', { options }), {}).error?.key).toBe('answer.chooseAtLeastOne');
    expect(readAnswer(q('text'), { answer: '  ' }).error?.key).toBe('answer.enterText');
    expect(readAnswer(q('text'), { answer: 'x'.repeat(2001) }).error?.key).toBe('answer.tooLong');
    expect(
      readAnswer(q('date'), { 'answer-day': '1', 'answer-month': '2', 'answer-year': '2020' }).value,
    ).toBe('2020-02-01');
    expect(readAnswer(q('date'), { 'answer-day': '1' }).error?.key).toBe('answer.dateIncomplete');
  });

  it("turns the service's refusal of an answer into words, never its own text", () => {
    const d = (iso: string) => `on ${iso}`;
    expect(serviceAnswerError(q('date'), 'must not be in the future', d).key).toBe('answer.notFuture');
    expect(serviceAnswerError(q('date'), 'must not be in the past', d).key).toBe('answer.notPast');
    expect(serviceAnswerError(q('date'), 'must not be before 2020-01-31', d)).toEqual({
      key: 'answer.notBefore',
      values: { label: 'How many?', date: 'on 2020-01-31' },
    });
    expect(serviceAnswerError(q('text'), 'must be well-formed Unicode text', d).key).toBe('answer.check');
    const options = [
      { value: 'final_wages', label: 'Final wages' },
      { value: 'nothing_owed', label: 'Nothing, or I’m not sure' },
    ];
    expect(serviceAnswerError(q('multi_choice', { options }), 'must choose nothing_owed alone', d)).toEqual({
      key: 'answer.chooseAlone',
      values: { label: 'How many?', option: 'Nothing, or I’m not sure' },
    });
  });

  it('names the other answer a date is bound by, either way round, and only when the date is that answer', () => {
    const d = (iso: string) => `on ${iso}`;
    const died = q('date', { key: 'date_of_death', label: 'When did they die?' });
    const funeral = q('date', {
      key: 'funeral_date',
      label: 'When is, or was, the funeral?',
      required: false,
      not_before_answer: 'date_of_death',
    });
    const steps = [
      { questions: [died], answers: { date_of_death: '2026-11-02' } },
      { questions: [q('text')], answers: { k: 'x' } },
      { questions: [funeral], answers: { funeral_date: '2026-11-10' } },
    ];
    // The funeral before the death: named by the death's question.
    expect(
      serviceAnswerError(funeral, 'must not be before 2026-11-02', d, boundingAnswers(funeral, steps)),
    ).toEqual({
      key: 'answer.notBeforeAnswer',
      values: { label: 'When is, or was, the funeral?', date: 'on 2026-11-02', other: 'When did they die?' },
    });
    // The death moved past the funeral: named by the funeral's question.
    expect(serviceAnswerError(died, 'must not be after 2026-11-10', d, boundingAnswers(died, steps))).toEqual(
      {
        key: 'answer.notAfterAnswer',
        values: {
          label: 'When did they die?',
          date: 'on 2026-11-10',
          other: 'When is, or was, the funeral?',
        },
      },
    );
    // A bound of the calendar (five years back), not the other answer: said as before.
    expect(
      serviceAnswerError(funeral, 'must not be before 2021-11-27', d, boundingAnswers(funeral, steps)).key,
    ).toBe('answer.notBefore');
    // Two answers on the same day: the one that bounds the date on the refused side is named (a date of
    // birth is a lower bound of the death, never the reason it may not be later).
    const born = q('date', {
      key: 'deceased_birth_date',
      label: 'What was their date of birth?',
      not_after_answer: 'date_of_death',
    });
    const sameDay = [
      { questions: [died], answers: { date_of_death: '2026-11-10' } },
      { questions: [born], answers: { deceased_birth_date: '2026-11-10' } },
      { questions: [funeral], answers: { funeral_date: '2026-11-10' } },
    ];
    expect(
      serviceAnswerError(died, 'must not be after 2026-11-10', d, boundingAnswers(died, sameDay)).values,
    ).toMatchObject({ other: 'When is, or was, the funeral?' });
    expect(
      serviceAnswerError(died, 'must not be before 2026-11-10', d, boundingAnswers(died, sameDay)).values,
    ).toMatchObject({ other: 'What was their date of birth?' });
    // Not answered yet: nothing to name.
    expect(boundingAnswers(funeral, [{ questions: [died] }, { questions: [funeral] }])).toEqual([]);
  });

  it("reads the service's refusals in Welsh too, as the service writes them", () => {
    const fields = (lang: string) =>
      JSON.parse(
        readFileSync(
          join(__dirname, '..', '..', 'src', 'common', 'i18n', 'locales', lang, 'fields.json'),
          'utf8',
        ),
      ) as Record<string, string>;
    const d = (iso: string) => `on ${iso}`;
    const options = [
      { value: 'final_wages', label: 'Cyflog olaf' },
      { value: 'nothing_owed', label: 'Dim, neu dydw i ddim yn siŵr' },
    ];
    for (const lang of ['en', 'cy']) {
      const say = (id: string) =>
        fields(lang)[id].replace('{date}', '2020-01-31').replace('{option}', 'nothing_owed');
      expect([lang, serviceAnswerError(q('date'), say('must not be in the future'), d).key]).toEqual([
        lang,
        'answer.notFuture',
      ]);
      expect(serviceAnswerError(q('date'), say('must not be in the past'), d).key).toBe('answer.notPast');
      expect(serviceAnswerError(q('date'), say('must not be before'), d).values).toMatchObject({
        date: 'on 2020-01-31',
      });
      expect(serviceAnswerError(q('date'), say('must not be after'), d)).toMatchObject({
        key: 'answer.notAfter',
        values: { date: 'on 2020-01-31' },
      });
      expect(serviceAnswerError(q('multi_choice', { options }), say('must choose alone'), d)).toMatchObject({
        key: 'answer.chooseAlone',
        values: { option: 'Dim, neu dydw i ddim yn siŵr' },
      });
    }
  });

  it('shows answers as words: option labels, Yes/No, long dates', () => {
    const t = (key: string) => en[key];
    const options = [{ value: 'a', label: 'Apples' }];
    expect(answerText(q('single_choice', { options }), 'a', t, (x) => x)).toBe('Apples');
    expect(answerText(q('boolean'), false, t, (x) => x)).toBe('No');
    expect(answerText(q('date'), '2020-02-01', t, () => '1 February 2020')).toBe('1 February 2020');
    expect(answerText(q('text'), undefined, t, (x) => x)).toBe('Not answered');
  });
});

describe('problems, in words', () => {
  it('maps every problem code of the contract to a message the locales have', () => {
    const codes = openapi.components.schemas.ProblemDto.properties.code.enum;
    expect(Object.keys(PROBLEM_MESSAGES).sort()).toEqual([...codes].sort());
    for (const key of Object.values(PROBLEM_MESSAGES)) expect(en[key]).toBeDefined();
  });

  it('says the service cannot be reached at status 0, and something went wrong for an unknown answer', () => {
    expect(messageOf(new ServiceProblem(0, undefined))).toBe('problem.unreachable');
    expect(messageOf(new ServiceProblem(502, undefined))).toBe('problem.generic');
  });
});

describe('every message the pages and routes name exists in English', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
    );
  it('has each t("…") of the views and each message key of the source', () => {
    const used = new Set<string>();
    for (const file of files(join(__dirname, '..', 'views')))
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*"([a-zA-Z]+\.[a-zA-Z.]+)"/g))
        used.add(m[1]);
    for (const file of files(join(__dirname, '..', 'src')))
      for (const m of readFileSync(file, 'utf8').matchAll(
        /key: '([a-zA-Z]+\.[a-zA-Z]+)'|t\(res\)\('([a-zA-Z]+\.[a-zA-Z.]+)'\)|\bt\('([a-zA-Z]+\.[a-zA-Z.]+)'/g,
      ))
        used.add(m[1] ?? m[2] ?? m[3]);
    expect(used.size).toBeGreaterThan(150);
    expect([...used].filter((key) => !(key in en))).toEqual([]);
  });
});
