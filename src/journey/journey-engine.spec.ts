import birth from '../workflow-template/templates/birth-of-a-child.json';
import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import {
  changeAnswers,
  completeMilestone,
  CompletionOutcome,
  evaluate,
  JourneyState,
  refreshEvidence,
  startJourney,
  Transition,
} from './journey-engine';
import { DomainError } from '../common/errors/domain-error';

const birthTemplate = birth as unknown as WorkflowTemplateDefinition;
const T0 = new Date('2026-11-20T10:00:00Z');
const T1 = new Date('2026-11-20T11:00:00Z');

/** A small template that exercises every rule. */
const tpl: WorkflowTemplateDefinition = {
  code: 'engine-test',
  version: 1,
  status: 'ACTIVE',
  title: 'Engine test',
  summary: 'A template for the engine tests',
  life_event: 'ENGINE_TEST',
  example_utterances: [],
  facts: [{ key: 'flag', type: 'boolean', label: 'Flag', cues: ['flag'] }],
  milestones: [
    {
      code: 'a',
      title: 'A',
      description: 'first',
      position: 1,
      why_applies: 'always',
      questions: [
        { key: 'ok', label: 'OK?', input_type: 'boolean', required: true },
        { key: 'count', label: 'How many?', input_type: 'number', required: false },
      ],
      required_documents: [],
    },
    {
      code: 'b',
      title: 'B',
      description: 'only with the flag',
      position: 2,
      applies_when: { '==': [{ var: 'facts.flag' }, true] },
      why_applies: 'because of the flag',
      questions: [{ key: 'note', label: 'Note', input_type: 'text', required: false }],
      required_documents: [],
    },
    {
      code: 'c',
      title: 'C',
      description: 'document only',
      position: 3,
      why_applies: 'always',
      questions: [],
      required_documents: [{ document_code: 'doc-c', name: 'C letter', why: 'w', how_to_add: 'h' }],
    },
    {
      code: 'd',
      title: 'D',
      description: 'questions and a document',
      position: 4,
      why_applies: 'always',
      questions: [
        {
          key: 'choice',
          label: 'Pick one',
          input_type: 'single_choice',
          required: true,
          options: [
            { value: 'x', label: 'X' },
            { value: 'y', label: 'Y' },
          ],
        },
      ],
      required_documents: [{ document_code: 'doc-d', name: 'D letter', why: 'w', how_to_add: 'h' }],
    },
    {
      code: 'e',
      title: 'E',
      description: 'only while a bonus document is in the vault',
      position: 5,
      applies_when: { in: ['bonus', { var: 'evidence.documents' }] },
      why_applies: 'because you added a bonus document',
      questions: [{ key: 'when', label: 'When?', input_type: 'date', required: true }],
      required_documents: [],
    },
  ],
};

function expectDomainError(fn: () => unknown, code: string, status: number): DomainError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    expect((error as DomainError).status).toBe(status);
    return error as DomainError;
  }
  throw new Error(`expected ${code}`);
}

function changed(outcome: CompletionOutcome): Transition {
  if (!outcome.changed) throw new Error('expected a change');
  return outcome;
}

const codes = (t: { evaluation: { milestones: { definition: { code: string } }[] } }) =>
  t.evaluation.milestones.map((m) => m.definition.code);
const statuses = (t: Transition) =>
  Object.fromEntries(t.evaluation.milestones.map((m) => [m.definition.code, m.status]));

describe('journey engine', () => {
  describe('applicability', () => {
    it('starts at the first milestone, ACTIVE, progress 0, with only the milestones that apply', () => {
      const t = startJourney(birthTemplate, {}, [], T0);
      expect(t.evaluation.status).toBe('ACTIVE');
      expect(t.evaluation.currentMilestoneCode).toBe('about-the-birth');
      expect(t.evaluation.progress).toBe(0);
      expect(t.evaluation.blockedReason).toBeNull();
      expect(t.completedAt).toBeNull();
      expect(codes(t)).toEqual([
        'about-the-birth',
        'register-the-birth',
        'add-the-birth-certificate',
        'register-with-a-doctor',
        'claim-child-benefit',
      ]);
      expect(statuses(t)['about-the-birth']).toBe('CURRENT');
      expect(statuses(t)['register-the-birth']).toBe('UPCOMING');
      expect(t.events.map((e) => e.kind)).toEqual(['JOURNEY_CREATED']);
    });

    it('includes and excludes milestones from the facts of the intent', () => {
      const t = startJourney(birthTemplate, { born_abroad: true, multiple_birth: true }, [], T0);
      expect(codes(t)).toContain('record-a-birth-abroad');
      expect(codes(t)).toContain('support-for-multiple-births');
      expect(codes(t)).not.toContain('register-the-birth');
    });

    it('re-plans from the answers of earlier milestones', () => {
      const start = startJourney(birthTemplate, {}, [], T0);
      const after = changed(
        completeMilestone(
          birthTemplate,
          start.state,
          'about-the-birth',
          {
            birth_date: '2026-11-01',
            number_of_babies: 2,
            birth_location: 'abroad',
            parents_married: true,
            parents_work: ['employed'],
          },
          T1,
        ),
      );
      expect(codes(after)).toEqual([
        'about-the-birth',
        'record-a-birth-abroad',
        'add-the-birth-certificate',
        'register-with-a-doctor',
        'claim-child-benefit',
        'support-for-multiple-births',
        'arrange-parental-leave',
      ]);
      expect(after.evaluation.currentMilestoneCode).toBe('record-a-birth-abroad');
    });
  });

  describe('completing a milestone', () => {
    const start = () => startJourney(tpl, { flag: true }, ['doc-d'], T0);

    it('moves to the next applicable milestone, stores the answers and counts progress', () => {
      const t = changed(completeMilestone(tpl, start().state, 'a', { ok: true, count: 3 }, T1));
      expect(t.evaluation.currentMilestoneCode).toBe('b');
      expect(t.evaluation.progress).toBe(25); // 1 of 4 applicable (e does not apply)
      expect(t.state.completed).toEqual([
        { code: 'a', answers: { ok: true, count: 3 }, completedAt: T1, automatic: false },
      ]);
      expect(t.events).toEqual([{ kind: 'MILESTONE_COMPLETED', milestoneCode: 'a', at: T1 }]);
      expect(statuses(t)).toEqual({ a: 'COMPLETED', b: 'CURRENT', c: 'UPCOMING', d: 'UPCOMING' });
    });

    it('drops empty optional answers', () => {
      const t = changed(completeMilestone(tpl, start().state, 'a', { ok: false, count: null }, T1));
      expect(t.state.completed[0].answers).toEqual({ ok: false });
    });

    it.each([
      { what: 'to skip ahead', code: 'b', error: 'MILESTONE_SKIPS_AHEAD', status: 409 },
      { what: 'an unknown milestone', code: 'zzz', error: 'MILESTONE_NOT_FOUND', status: 404 },
    ])('refuses $what ($error)', ({ code, error, status }) => {
      expectDomainError(() => completeMilestone(tpl, start().state, code, {}, T1), error, status);
    });

    it('refuses a milestone that does not apply (MILESTONE_NOT_APPLICABLE)', () => {
      const noFlag = startJourney(tpl, {}, [], T0);
      expectDomainError(
        () => completeMilestone(tpl, noFlag.state, 'b', {}, T1),
        'MILESTONE_NOT_APPLICABLE',
        409,
      );
      expectDomainError(
        () => completeMilestone(tpl, noFlag.state, 'e', { when: '2026-01-01' }, T1),
        'MILESTONE_NOT_APPLICABLE',
        409,
      );
    });

    it('refuses an earlier completed milestone that is not the most recent one (MILESTONE_NOT_CURRENT)', () => {
      const a = changed(completeMilestone(tpl, start().state, 'a', { ok: true }, T1));
      const b = changed(completeMilestone(tpl, a.state, 'b', {}, T1));
      expectDomainError(
        () => completeMilestone(tpl, b.state, 'a', { ok: true }, T1),
        'MILESTONE_NOT_CURRENT',
        409,
      );
    });

    it('treats repeating the most recently completed milestone with the same answers as a no-op', () => {
      const a = changed(completeMilestone(tpl, start().state, 'a', { ok: true }, T1));
      expect(completeMilestone(tpl, a.state, 'a', { ok: true }, T1)).toEqual({ changed: false });
      // An optional answer left empty is the same answer.
      expect(completeMilestone(tpl, a.state, 'a', { ok: true, count: null }, T1)).toEqual({ changed: false });
    });

    it('refuses repeating it with other answers (409, change them instead) or invalid ones (422)', () => {
      const a = changed(completeMilestone(tpl, start().state, 'a', { ok: true }, T1));
      const other = expectDomainError(
        () => completeMilestone(tpl, a.state, 'a', { ok: false }, T1),
        'MILESTONE_NOT_CURRENT',
        409,
      );
      expect(other.message).toMatch(/PUT .*\/milestones\/a\/answers/);
      expectDomainError(
        () => completeMilestone(tpl, a.state, 'a', { ok: 'different' }, T1),
        'ANSWERS_INVALID',
        422,
      );
    });

    it('answers DOCUMENTS_MISSING (409) for a current milestone whose documents are not there', () => {
      const noDocs = startJourney(tpl, {}, [], T0);
      const a = changed(completeMilestone(tpl, noDocs.state, 'a', { ok: true }, T1));
      expect(a.evaluation.currentMilestoneCode).toBe('c');
      const error = expectDomainError(
        () => completeMilestone(tpl, a.state, 'c', {}, T1),
        'DOCUMENTS_MISSING',
        409,
      );
      expect(error.errors).toEqual([{ field: 'required_documents.doc-c', message: 'is not in the vault' }]);
    });

    it('lets a document-only milestone be completed by hand with no answers when its documents are there', () => {
      const s = startJourney(tpl, {}, ['doc-c'], T0);
      const a = changed(completeMilestone(tpl, s.state, 'a', { ok: true }, T1));
      expect(a.evaluation.currentMilestoneCode).toBe('c');
      expect(a.evaluation.status).toBe('ACTIVE');
      const c = changed(completeMilestone(tpl, a.state, 'c', {}, T1));
      expect(c.evaluation.currentMilestoneCode).toBe('d');
    });

    it('completes the journey: COMPLETED, current null, progress 100, completion time, events', () => {
      let s = startJourney(tpl, {}, ['doc-c', 'doc-d'], T0).state;
      s = changed(completeMilestone(tpl, s, 'a', { ok: true }, T0)).state;
      s = changed(completeMilestone(tpl, s, 'c', {}, T0)).state;
      const done = changed(completeMilestone(tpl, s, 'd', { choice: 'y' }, T1));
      expect(done.evaluation).toMatchObject({
        status: 'COMPLETED',
        currentMilestoneCode: null,
        progress: 100,
        blockedReason: null,
      });
      expect(done.completedAt).toEqual(T1);
      expect(done.events.map((e) => e.kind)).toEqual(['MILESTONE_COMPLETED', 'JOURNEY_COMPLETED']);
      expect(done.evaluation.milestones.every((m) => m.status === 'COMPLETED')).toBe(true);
      // Repeating the last one on a COMPLETED journey changes nothing; any other is not current.
      expect(completeMilestone(tpl, done.state, 'd', { choice: 'y' }, T1)).toEqual({ changed: false });
      expectDomainError(
        () => completeMilestone(tpl, done.state, 'a', { ok: true }, T1),
        'MILESTONE_NOT_CURRENT',
        409,
      );
    });
  });

  describe('answers', () => {
    const s = startJourney(birthTemplate, {}, [], T0).state;
    const valid = {
      birth_date: '2026-11-01',
      number_of_babies: 1,
      birth_location: 'hospital',
      parents_married: false,
      parents_work: ['student'],
    };

    it('accepts answers of every type', () => {
      expect(
        changed(completeMilestone(birthTemplate, s, 'about-the-birth', valid, T1)).state.completed[0].answers,
      ).toEqual(valid);
    });

    it.each([
      [{ ...valid, extra: 1 }, 'answers.extra', 'is not a question of this milestone'],
      [{ ...valid, birth_date: undefined }, 'answers.birth_date', 'is required'],
      [{ ...valid, birth_date: '2026-02-30' }, 'answers.birth_date', 'must be a date written YYYY-MM-DD'],
      [{ ...valid, birth_date: '01/11/2026' }, 'answers.birth_date', 'must be a date written YYYY-MM-DD'],
      [{ ...valid, number_of_babies: '2' }, 'answers.number_of_babies', 'must be a number'],
      [{ ...valid, parents_married: 'yes' }, 'answers.parents_married', 'must be true or false'],
      [
        { ...valid, birth_location: 'moon' },
        'answers.birth_location',
        'must be one of: hospital, home, abroad',
      ],
      [
        { ...valid, parents_work: ['employed', 'pirate'] },
        'answers.parents_work',
        expect.stringContaining('unknown options pirate'),
      ],
      [
        { ...valid, parents_work: ['employed', 'employed'] },
        'answers.parents_work',
        'must not repeat an option',
      ],
      [{ ...valid, parents_work: [] }, 'answers.parents_work', 'must choose at least one option'],
      [{ ...valid, parents_work: 'employed' }, 'answers.parents_work', 'must be a list of option values'],
    ])(
      'rejects bad answers (case %#) with 422 ANSWERS_INVALID naming the field',
      (answers, field, message) => {
        const error = expectDomainError(
          () => completeMilestone(birthTemplate, s, 'about-the-birth', answers, T1),
          'ANSWERS_INVALID',
          422,
        );
        expect(error.errors).toEqual([{ field, message }]);
      },
    );

    it('lists every problem at once', () => {
      const error = expectDomainError(
        () => completeMilestone(birthTemplate, s, 'about-the-birth', {}, T1),
        'ANSWERS_INVALID',
        422,
      );
      expect(error.errors?.map((e) => e.field).sort()).toEqual([
        'answers.birth_date',
        'answers.birth_location',
        'answers.number_of_babies',
        'answers.parents_married',
        'answers.parents_work',
      ]);
    });

    it.each([
      ['an empty required text', '  '],
      [
        'a required text made only of zero-width and other invisible characters',
        '\u200b\u200c\u200d\u2060\ufeff\u00ad',
      ],
    ])('rejects %s', (_what, child_given_names) => {
      const afterAbout = changed(completeMilestone(birthTemplate, s, 'about-the-birth', valid, T1)).state;
      const error = expectDomainError(
        () =>
          completeMilestone(
            birthTemplate,
            { ...afterAbout, documents: ['birth-notification', 'identity-document'] },
            'register-the-birth',
            { child_given_names, child_family_name: 'Doe', both_parents_attending: true },
            T1,
          ),
        'ANSWERS_INVALID',
        422,
      );
      expect(error.errors).toEqual([{ field: 'answers.child_given_names', message: 'must not be empty' }]);
    });

    it('rejects a birth date in the future (the template says not_after "today"), and accepts today anywhere on earth', () => {
      for (const birth_date of ['2099-01-01', '2026-11-22'])
        expect(
          expectDomainError(
            () => completeMilestone(birthTemplate, s, 'about-the-birth', { ...valid, birth_date }, T1),
            'ANSWERS_INVALID',
            422,
          ).errors,
        ).toEqual([{ field: 'answers.birth_date', message: 'must not be in the future' }]);
      // T1 is 11:00 UTC on 20 November: already the 21st in UTC+14.
      for (const birth_date of ['2026-11-20', '2026-11-21'])
        expect(
          changed(completeMilestone(birthTemplate, s, 'about-the-birth', { ...valid, birth_date }, T1)).state
            .completed[0].answers.birth_date,
        ).toBe(birth_date);
    });
  });

  describe('BLOCKED and evidence refresh', () => {
    it('is BLOCKED with DOCUMENTS_MISSING while the current milestone lacks documents, and unblocks on refresh', () => {
      const s = startJourney(tpl, {}, [], T0);
      const a = changed(completeMilestone(tpl, s.state, 'a', { ok: true }, T0));
      expect(a.evaluation).toMatchObject({
        status: 'BLOCKED',
        blockedReason: 'DOCUMENTS_MISSING',
        currentMilestoneCode: 'c',
      });
      expect(a.events.map((e) => e.kind)).toEqual(['MILESTONE_COMPLETED', 'JOURNEY_BLOCKED']);
      expect(a.evaluation.milestones.find((m) => m.definition.code === 'c')!.missingDocuments).toEqual([
        'doc-c',
      ]);

      // doc-c arrives: the document-only milestone completes by itself; d then lacks doc-d.
      const r1 = changed(refreshEvidence(tpl, a.state, ['doc-c'], T1));
      expect(r1.evaluation).toMatchObject({
        status: 'BLOCKED',
        currentMilestoneCode: 'd',
        blockedReason: 'DOCUMENTS_MISSING',
      });
      expect(r1.state.completed.at(-1)).toEqual({ code: 'c', answers: {}, completedAt: T1, automatic: true });
      expect(r1.events.map((e) => [e.kind, e.milestoneCode])).toEqual([
        ['EVIDENCE_REFRESHED', null],
        ['MILESTONE_COMPLETED', 'c'],
        ['JOURNEY_BLOCKED', 'd'],
      ]);

      const r2 = changed(refreshEvidence(tpl, r1.state, ['doc-c', 'doc-d'], T1));
      expect(r2.evaluation).toMatchObject({
        status: 'ACTIVE',
        currentMilestoneCode: 'd',
        blockedReason: null,
      });
      expect(r2.events.map((e) => e.kind)).toEqual(['EVIDENCE_REFRESHED', 'JOURNEY_UNBLOCKED']);
    });

    it('a refresh that changes nothing is no change: no event, no activity (DESIGN §11)', () => {
      const s = startJourney(tpl, {}, ['doc-c'], T0);
      expect(refreshEvidence(tpl, s.state, ['doc-c'], T1)).toEqual({ changed: false });
      // The same documents in another order or repeated are the same evidence.
      expect(refreshEvidence(tpl, s.state, ['doc-c', 'doc-c'], T1)).toEqual({ changed: false });
    });

    it('a refresh with a new document that completes nothing still records the refresh', () => {
      const s = startJourney(tpl, {}, ['doc-c'], T0);
      const r = changed(refreshEvidence(tpl, s.state, ['doc-c', 'unrelated'], T1));
      expect(r.events.map((e) => e.kind)).toEqual(['EVIDENCE_REFRESHED']);
      expect(r.evaluation).toEqual(s.evaluation);
    });

    it('completes the journey on refresh when the last milestone is document-only', () => {
      const last: WorkflowTemplateDefinition = {
        ...tpl,
        milestones: tpl.milestones.filter((m) => ['a', 'c'].includes(m.code)),
      };
      const a = changed(completeMilestone(last, startJourney(last, {}, [], T0).state, 'a', { ok: true }, T0));
      expect(a.evaluation.status).toBe('BLOCKED');
      const r = changed(refreshEvidence(last, a.state, ['doc-c'], T1));
      expect(r.evaluation).toMatchObject({ status: 'COMPLETED', currentMilestoneCode: null, progress: 100 });
      expect(r.completedAt).toEqual(T1);
      expect(r.events.map((e) => e.kind)).toEqual([
        'EVIDENCE_REFRESHED',
        'MILESTONE_COMPLETED',
        'JOURNEY_UNBLOCKED',
        'JOURNEY_COMPLETED',
      ]);
    });

    it('completes document-only milestones at creation when their documents are already there', () => {
      const docFirst: WorkflowTemplateDefinition = {
        ...tpl,
        milestones: tpl.milestones.filter((m) => ['c', 'd'].includes(m.code)),
      };
      const t = startJourney(docFirst, {}, ['doc-c'], T0);
      expect(t.state.completed.map((c) => c.code)).toEqual(['c']);
      expect(t.evaluation).toMatchObject({ currentMilestoneCode: 'd', status: 'BLOCKED', progress: 50 });
      expect(t.events.map((e) => e.kind)).toEqual([
        'JOURNEY_CREATED',
        'MILESTONE_COMPLETED',
        'JOURNEY_BLOCKED',
      ]);
    });

    it('preserves completed milestones when new evidence makes their rule false', () => {
      let s: JourneyState = startJourney(tpl, {}, ['bonus', 'doc-c', 'doc-d'], T0).state;
      s = changed(completeMilestone(tpl, s, 'a', { ok: true }, T0)).state;
      s = changed(completeMilestone(tpl, s, 'c', {}, T0)).state;
      s = changed(completeMilestone(tpl, s, 'd', { choice: 'x' }, T0)).state;
      const e = changed(completeMilestone(tpl, s, 'e', { when: '2026-10-10' }, T0));
      expect(e.evaluation.status).toBe('COMPLETED');
      // The bonus document leaves the vault: e no longer "applies", but it was completed and stays.
      const r = changed(refreshEvidence(tpl, e.state, ['doc-c', 'doc-d'], T1));
      expect(codes(r)).toEqual(['a', 'c', 'd', 'e']);
      expect(r.evaluation).toMatchObject({ status: 'COMPLETED', progress: 100 });
      expect(r.state.completed).toEqual(e.state.completed);
      expect(r.completedAt).toBeNull(); // it was already completed
    });

    it('adds a milestone that new evidence makes applicable, after the completed ones', () => {
      let s: JourneyState = startJourney(tpl, {}, ['doc-c', 'doc-d'], T0).state;
      s = changed(completeMilestone(tpl, s, 'a', { ok: true }, T0)).state;
      s = changed(completeMilestone(tpl, s, 'c', {}, T0)).state;
      const d = changed(completeMilestone(tpl, s, 'd', { choice: 'x' }, T0));
      expect(d.evaluation.status).toBe('COMPLETED');
      const r = changed(refreshEvidence(tpl, d.state, ['bonus', 'doc-c', 'doc-d'], T1));
      expect(r.evaluation).toMatchObject({ status: 'ACTIVE', currentMilestoneCode: 'e', progress: 75 });
    });
  });

  it('evaluate is a pure function of the state', () => {
    const s = startJourney(birthTemplate, { multiple_birth: true }, [], T0).state;
    expect(evaluate(birthTemplate, s)).toEqual(
      evaluate(birthTemplate, JSON.parse(JSON.stringify(s)) as JourneyState),
    );
  });
});

describe('changing the answers of a completed milestone (DESIGN §11)', () => {
  const yes = (v: unknown) => ({ '==': [{ var: v }, true] });
  /** household → partner (if a partner) → childcare (if children) → nursery proof (if a nursery) → final. */
  const change: WorkflowTemplateDefinition = {
    ...tpl,
    code: 'change-test',
    facts: [],
    milestones: [
      {
        code: 'household',
        title: 'Household',
        description: 'who lives with you',
        position: 1,
        why_applies: 'always',
        questions: [
          { key: 'has_partner', label: 'Partner?', input_type: 'boolean', required: true },
          {
            key: 'children',
            label: 'Children',
            input_type: 'number',
            required: true,
            min: 0,
            max: 10,
            integer: true,
          },
        ],
        required_documents: [],
      },
      {
        code: 'partner',
        title: 'Partner',
        description: 'your partner',
        position: 2,
        applies_when: yes('answers.household.has_partner'),
        why_applies: 'you have a partner',
        questions: [{ key: 'partner_name', label: 'Name', input_type: 'text', required: true }],
        required_documents: [],
      },
      {
        code: 'childcare',
        title: 'Childcare',
        description: 'childcare',
        position: 3,
        applies_when: { '>': [{ var: 'answers.household.children' }, 0] },
        why_applies: 'you have children',
        questions: [{ key: 'nursery', label: 'Nursery?', input_type: 'boolean', required: true }],
        required_documents: [],
      },
      {
        code: 'nursery-proof',
        title: 'Nursery proof',
        description: 'the nursery place',
        position: 4,
        applies_when: yes('answers.childcare.nursery'),
        why_applies: 'you use a nursery',
        questions: [{ key: 'confirmed', label: 'Confirmed?', input_type: 'boolean', required: true }],
        required_documents: [
          { document_code: 'nursery-letter', name: 'nursery letter', why: 'w', how_to_add: 'h' },
        ],
      },
      {
        code: 'final',
        title: 'Final',
        description: 'last step',
        position: 5,
        why_applies: 'always',
        questions: [{ key: 'done', label: 'Done?', input_type: 'boolean', required: true }],
        required_documents: [],
      },
    ],
  };
  const T2 = new Date('2026-11-20T12:00:00Z');
  /** Completes the given milestones in order from a new journey. */
  const after = (steps: [string, Record<string, unknown>][], documents: string[] = []): JourneyState =>
    steps.reduce(
      (state, [code, answers]) => changed(completeMilestone(change, state, code, answers, T1)).state,
      startJourney(change, {}, documents, T0).state,
    );
  const kinds = (t: Transition) => t.events.map((e) => [e.kind, e.milestoneCode]);

  it('withdraws a later milestone that stops applying; its answers stay in the event', () => {
    const s = after([
      ['household', { has_partner: true, children: 1 }],
      ['partner', { partner_name: 'Sam' }],
    ]);
    const t = changed(changeAnswers(change, s, 'household', { has_partner: false, children: 1 }, T2));
    expect(codes(t)).toEqual(['household', 'childcare', 'final']);
    expect(t.evaluation).toMatchObject({ status: 'ACTIVE', currentMilestoneCode: 'childcare', progress: 33 });
    expect(kinds(t)).toEqual([
      ['ANSWERS_CHANGED', 'household'],
      ['MILESTONE_WITHDRAWN', 'partner'],
    ]);
    expect(t.events[0].detail).toEqual({ answers: { has_partner: true, children: 1 } });
    expect(t.events[1].detail).toEqual({ answers: { partner_name: 'Sam' } });
    expect(t.state.completed.map((c) => [c.code, c.answers])).toEqual([
      ['household', { has_partner: false, children: 1 }],
    ]);
  });

  it('withdraws in cascade: a withdrawn milestone no longer feeds the rules of later ones', () => {
    const s = after(
      [
        ['household', { has_partner: false, children: 2 }],
        ['childcare', { nursery: true }],
        ['nursery-proof', { confirmed: true }],
      ],
      ['nursery-letter'],
    );
    const t = changed(changeAnswers(change, s, 'household', { has_partner: false, children: 0 }, T2));
    expect(kinds(t)).toEqual([
      ['ANSWERS_CHANGED', 'household'],
      ['MILESTONE_WITHDRAWN', 'childcare'],
      ['MILESTONE_WITHDRAWN', 'nursery-proof'],
    ]);
    expect(codes(t)).toEqual(['household', 'final']);
    expect(t.evaluation.currentMilestoneCode).toBe('final');
  });

  it('makes an earlier milestone that now applies current, before the one that was current', () => {
    const s = after([
      ['household', { has_partner: false, children: 1 }],
      ['childcare', { nursery: false }],
    ]);
    expect(evaluate(change, s).currentMilestoneCode).toBe('final');
    const t = changed(changeAnswers(change, s, 'household', { has_partner: true, children: 1 }, T2));
    expect(t.evaluation).toMatchObject({ status: 'ACTIVE', currentMilestoneCode: 'partner', progress: 50 });
    expect(t.evaluation.milestones.map((m) => [m.definition.code, m.status])).toEqual([
      ['household', 'COMPLETED'],
      ['partner', 'CURRENT'],
      ['childcare', 'COMPLETED'],
      ['final', 'UPCOMING'],
    ]);
    expect(kinds(t)).toEqual([['ANSWERS_CHANGED', 'household']]);
    // Completing it goes on to the first milestone not done.
    const next = changed(completeMilestone(change, t.state, 'partner', { partner_name: 'Sam' }, T2));
    expect(next.evaluation.currentMilestoneCode).toBe('final');
  });

  it('blocks the journey when a milestone that now applies needs documents not in the vault', () => {
    const s = after([
      ['household', { has_partner: false, children: 1 }],
      ['childcare', { nursery: false }],
    ]);
    const t = changed(changeAnswers(change, s, 'childcare', { nursery: true }, T2));
    expect(t.evaluation).toMatchObject({
      status: 'BLOCKED',
      blockedReason: 'DOCUMENTS_MISSING',
      currentMilestoneCode: 'nursery-proof',
    });
    expect(kinds(t)).toEqual([
      ['ANSWERS_CHANGED', 'childcare'],
      ['JOURNEY_BLOCKED', 'nursery-proof'],
    ]);
  });

  it("changes the current milestone's predecessor without moving the journey", () => {
    const s = after([['household', { has_partner: false, children: 1 }]]);
    expect(evaluate(change, s).currentMilestoneCode).toBe('childcare');
    const t = changed(changeAnswers(change, s, 'household', { has_partner: false, children: 3 }, T2));
    expect(t.evaluation.currentMilestoneCode).toBe('childcare');
    expect(kinds(t)).toEqual([['ANSWERS_CHANGED', 'household']]);
    expect(t.state.completed[0]).toMatchObject({
      code: 'household',
      answers: { has_partner: false, children: 3 },
    });
    // The completion time is kept: the milestone was completed then, its answers changed now.
    expect(t.state.completed[0].completedAt).toEqual(T1);
  });

  it('treats the same answers again as no change (idempotent)', () => {
    const s = after([['household', { has_partner: false, children: 1 }]]);
    expect(changeAnswers(change, s, 'household', { children: 1, has_partner: false }, T2)).toEqual({
      changed: false,
    });
  });

  it('refuses a completed journey, a milestone not completed, an unknown one and invalid answers', () => {
    const s = after([
      ['household', { has_partner: false, children: 0 }],
      ['final', { done: true }],
    ]);
    expect(evaluate(change, s).status).toBe('COMPLETED');
    expectDomainError(
      () => changeAnswers(change, s, 'household', { has_partner: true, children: 0 }, T2),
      'JOURNEY_ALREADY_COMPLETED',
      409,
    );
    const open = after([['household', { has_partner: false, children: 1 }]]);
    expectDomainError(
      () => changeAnswers(change, open, 'childcare', { nursery: true }, T2),
      'MILESTONE_NOT_COMPLETED',
      409,
    );
    expectDomainError(() => changeAnswers(change, open, 'nope', {}, T2), 'MILESTONE_NOT_FOUND', 404);
    for (const children of [-1, 0.5, 1e308, 11]) {
      expectDomainError(
        () => changeAnswers(change, open, 'household', { has_partner: false, children }, T2),
        'ANSWERS_INVALID',
        422,
      );
    }
  });
});

describe('a date bounded by a milestone that the same change withdraws', () => {
  /** about (a death, and whether a funeral is planned) → funeral (its date, not before the death) → final. */
  const bounded: WorkflowTemplateDefinition = {
    ...tpl,
    code: 'bound-test',
    facts: [],
    milestones: [
      {
        code: 'about',
        title: 'About',
        description: 'the death',
        position: 1,
        why_applies: 'always',
        questions: [
          { key: 'died', label: 'Died', input_type: 'date', required: true },
          { key: 'funeral_planned', label: 'Funeral planned?', input_type: 'boolean', required: true },
        ],
        required_documents: [],
      },
      {
        code: 'funeral',
        title: 'Funeral',
        description: 'the funeral',
        position: 2,
        applies_when: { '==': [{ var: 'answers.about.funeral_planned' }, true] },
        why_applies: 'a funeral is planned',
        questions: [
          { key: 'held', label: 'Funeral', input_type: 'date', required: true, not_before_answer: 'died' },
        ],
        required_documents: [],
      },
      {
        code: 'final',
        title: 'Final',
        description: 'last step',
        position: 3,
        why_applies: 'always',
        questions: [{ key: 'done', label: 'Done?', input_type: 'boolean', required: true }],
        required_documents: [],
      },
    ],
  };
  const T2 = new Date('2026-11-20T12:00:00Z');
  const answered = [
    ['about', { died: '2026-11-02', funeral_planned: true }],
    ['funeral', { held: '2026-11-10' }],
  ] as const;
  const state = answered.reduce(
    (s, [code, answers]) => changed(completeMilestone(bounded, s, code, answers, T1)).state,
    startJourney(bounded, {}, [], T0).state,
  );

  it('still refuses a date past an answer that stays in the plan', () => {
    const error = expectDomainError(
      () => changeAnswers(bounded, state, 'about', { died: '2026-11-12', funeral_planned: true }, T2),
      'ANSWERS_INVALID',
      422,
    );
    expect(error.errors).toEqual([{ field: 'answers.died', message: 'must not be after 2026-11-10' }]);
  });

  it('takes the date when the same change withdraws the milestone whose answer bounded it', () => {
    const t = changed(
      changeAnswers(bounded, state, 'about', { died: '2026-11-12', funeral_planned: false }, T2),
    );
    expect(t.events.map((e) => [e.kind, e.milestoneCode])).toEqual([
      ['ANSWERS_CHANGED', 'about'],
      ['MILESTONE_WITHDRAWN', 'funeral'],
    ]);
    expect(t.state.completed.map((c) => [c.code, c.answers])).toEqual([
      ['about', { died: '2026-11-12', funeral_planned: false }],
    ]);
  });
});
