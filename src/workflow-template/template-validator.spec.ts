import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sandboxAgencies from '../agency/sandbox-agencies.json';
import { evaluateRule } from './template-rules';
import { templateProblems } from './template-validator';
import { templateChecksum } from './workflow-template.service';
import type { WorkflowTemplateDefinition } from './workflow-template.types';
import { SHIPPED_LIFE_EVENTS } from '../../test/factories/life-events';

const dir = join(__dirname, 'templates');
const shipped: WorkflowTemplateDefinition[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as WorkflowTemplateDefinition);
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('shipped workflow templates', () => {
  it('bound every date question on both sides, so a date of 1800 or 2999 is not an answer (issue 20)', () => {
    const unbounded = shipped.flatMap((t) =>
      t.milestones.flatMap((m) =>
        (m.questions ?? [])
          .filter((q) => q.input_type === 'date' && (!q.not_before || !q.not_after))
          .map((q) => `${t.code}/${m.code}/${q.key}`),
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it('ships the eight life events of the catalogue (DESIGN §6), all valid against the sandbox agencies', () => {
    expect(shipped.map((t) => t.code).sort()).toEqual(SHIPPED_LIFE_EVENTS);
    const catalogue = {
      agencies: new Set(sandboxAgencies.agencies.map((a) => a.code)),
      workflows: new Set(shipped.map((t) => t.code)),
    };
    for (const t of shipped) expect(templateProblems(t, catalogue)).toEqual([]);
  });

  it.each(shipped.map((t) => [t.code, t] as const))('%s meets the content rules', (_code, t) => {
    expect(t.milestones.length).toBeGreaterThanOrEqual(4);
    expect(t.example_utterances.length).toBeGreaterThanOrEqual(12);
    expect(t.milestones.some((m) => m.applies_when !== undefined)).toBe(true);
    expect(t.milestones.some((m) => m.required_documents.length > 0 && m.questions.length > 0)).toBe(true);
    expect(t.milestones.some((m) => m.required_documents.length > 0 && m.questions.length === 0)).toBe(true);
    // Dates (DESIGN §16): a deadline, or the first day a step can be done (separating has no deadline
    // of its own, only days before which the court's orders cannot be asked for), each naming where
    // its figure comes from; reminders of each where there is one, and never where there is none.
    expect(t.milestones.some((m) => m.due ?? m.opens)).toBe(true);
    for (const m of t.milestones)
      for (const d of [m.due, m.opens]) if (d) expect(d.source).toEqual(expect.any(String));
    const reminders = (t.notifications ?? []).filter((n) => n.agency === 'reminder-service').map((n) => n.on);
    expect(reminders.sort()).toEqual([
      ...(t.milestones.some((m) => m.due) ? ['MILESTONE_DUE_SOON'] : []),
      ...(t.milestones.some((m) => m.opens) ? ['MILESTONE_OPENS'] : []),
      ...(t.milestones.some((m) => m.due) ? ['MILESTONE_OVERDUE'] : []),
    ]);
    expect((t.notifications ?? []).some((n) => n.on.startsWith('MILESTONE_COMPLETED:'))).toBe(true);
    if (t.code !== 'moving-home') expect(t.offers?.length).toBeGreaterThanOrEqual(1);
  });

  it('uses all six input types across the templates', () => {
    const types = new Set(
      shipped.flatMap((t) => t.milestones.flatMap((m) => m.questions.map((q) => q.input_type))),
    );
    expect([...types].sort()).toEqual(['boolean', 'date', 'multi_choice', 'number', 'single_choice', 'text']);
  });
});

describe('template validation', () => {
  const base = shipped[0];

  it('rejects unknown fields and code-like content', () => {
    expect(templateProblems({ ...clone(base), script: 'rm -rf /' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/additional properties/)]),
    );
  });

  it('takes a deadline in days or in months, exactly one of them', () => {
    const t = clone(shipped.find((s) => s.code === 'birth-of-a-child')!);
    const due = t.milestones.find((m) => m.due)!.due!;
    expect(templateProblems(t)).toEqual([]);
    Object.assign(due, { days: 42, months: 3 });
    expect(templateProblems(t).join(' ')).toMatch(/oneOf/);
    delete due.days;
    delete due.months;
    expect(templateProblems(t).join(' ')).toMatch(/oneOf/);
  });

  it('takes the first day a step opens from a date the journey knows, in days or months, with its source', () => {
    const t = clone(shipped.find((s) => s.code === 'separating')!);
    const opens = t.milestones.find((m) => m.opens)!.opens!;
    expect(templateProblems(t)).toEqual([]);
    Object.assign(opens, { from: 'answer:relationship_type' });
    expect(templateProblems(t)).toEqual([
      expect.stringMatching(/opens\.from answer:relationship_type is not a date answer/),
    ]);
    Object.assign(opens, { from: 'journey_created', months: 2 });
    expect(templateProblems(t).join(' ')).toMatch(/oneOf/);
    delete opens.months;
    delete (opens as Partial<typeof opens>).source;
    expect(templateProblems(t).join(' ')).toMatch(/must have required property 'source'/);
  });

  it('refuses a reminder with nothing to remind of', () => {
    const t = clone(shipped.find((s) => s.code === 'separating')!);
    for (const m of t.milestones) delete m.opens;
    expect(templateProblems(t)).toEqual([
      expect.stringMatching(/MILESTONE_OPENS but no milestone opens on a day/),
    ]);
    t.notifications!.push({ agency: 'reminder-service', on: 'MILESTONE_OVERDUE', purpose: 'p', shares: [] });
    expect(templateProblems(t)).toContainEqual(
      expect.stringMatching(/MILESTONE_OVERDUE but no milestone has a deadline/),
    );
  });

  it('rejects a required document without a name', () => {
    const t = clone(shipped.find((s) => s.code === 'birth-of-a-child')!);
    const document = t.milestones.flatMap((m) => m.required_documents)[0];
    expect(templateProblems(t)).toEqual([]);
    delete (document as Partial<typeof document>).name;
    expect(templateProblems(t)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/required_documents\/0.*must have required property 'name'/),
      ]),
    );
  });

  it('rejects rule operators outside the allowed list and paths to undeclared facts', () => {
    const t = clone(base);
    t.milestones[1].applies_when = { fetch: ['http://evil.example'] };
    expect(templateProblems(t)).toEqual(
      expect.arrayContaining([expect.stringMatching(/operator fetch is not allowed/)]),
    );
    t.milestones[1].applies_when = { '==': [{ var: 'facts.not_declared' }, true] };
    expect(templateProblems(t)).toEqual(
      expect.arrayContaining([expect.stringMatching(/facts.not_declared/)]),
    );
  });

  it('rejects a rule reading the answers of a later milestone', () => {
    const t = clone(base);
    const last = t.milestones[t.milestones.length - 1];
    const q = last.questions[0] ?? { key: 'x' };
    t.milestones[0].applies_when = { '==': [{ var: `answers.${last.code}.${q.key}` }, true] };
    expect(templateProblems(t)).toEqual(expect.arrayContaining([expect.stringMatching(/earlier milestone/)]));
  });

  it('accepts a notification rule over declared answers with its words, and refuses one without them or reading the undeclared', () => {
    const t = clone(shipped.find((x) => x.code === 'bereavement')!);
    const n = t.notifications!.find((x) => x.agency === 'benefits-agency')!;
    expect(n.applies_if).toBeDefined();
    expect(templateProblems(t)).toEqual([]);
    delete n.condition;
    expect(templateProblems(t).join(' ')).toMatch(
      /must have property condition when property applies_if is present/,
    );
    n.condition = 'if they got benefits';
    n.applies_if = { in: ['benefits', { var: 'answers.tell-us-once.not_asked' }] };
    expect(templateProblems(t)).toEqual([
      'notification 3 (benefits-agency): answers.tell-us-once.not_asked is not a declared fact or answer',
    ]);
  });

  it('rejects duplicate positions', () => {
    const t = clone(base);
    t.milestones[1].position = t.milestones[0].position;
    expect(templateProblems(t).join(' ')).toMatch(/duplicate milestone position/);
  });

  it('accepts date bounds on date questions only, as "today" or a YYYY-MM-DD date', () => {
    const dated = (q: Record<string, unknown>) => {
      const t = clone(base);
      t.milestones[0].questions.push({ key: 'when', label: 'When?', required: true, ...q } as never);
      return templateProblems(t);
    };
    expect(dated({ input_type: 'date', not_after: 'today', not_before: '1900-01-01' })).toEqual([]);
    expect(dated({ input_type: 'date', not_after: 'tomorrow' }).join(' ')).toMatch(/not_after/);
    expect(dated({ input_type: 'text', not_after: 'today' })).not.toEqual([]);
  });

  it('takes a date bounded by a date answer of an earlier milestone, and refuses any other', () => {
    const t = clone(shipped.find((x) => x.code === 'separating')!);
    const question = (key: string) => t.milestones.flatMap((m) => m.questions).find((q) => q.key === key)!;
    const order = question('conditional_order_date');
    expect(order.not_before_answer).toBe('application_issued_on');
    expect(templateProblems(t)).toEqual([]);
    order.not_before_answer = 'final_order_date';
    expect(templateProblems(t)).toEqual([
      'question apply-for-conditional-order.conditional_order_date: not_before_answer final_order_date is not a date question of an earlier milestone',
    ]);
    const application = question('application_issued_on');
    delete order.not_before_answer;
    // An answer of a later milestone cannot bound an earlier one.
    application.not_after_answer = 'conditional_order_date';
    expect(templateProblems(t).join(' ')).toMatch(
      /not_after_answer conditional_order_date is not a date question of an earlier milestone/,
    );
    delete application.not_after_answer;
    // Only date questions carry one.
    const text = t.milestones.flatMap((m) => m.questions).find((q) => q.input_type !== 'date')!;
    text.not_before_answer = 'application_issued_on';
    expect(templateProblems(t)).not.toEqual([]);
  });

  it('rejects a choice question without options', () => {
    const t = clone(base);
    t.milestones[0].questions.push({
      key: 'pick_one',
      label: 'Pick',
      input_type: 'single_choice',
      required: true,
    });
    expect(templateProblems(t).join(' ')).toMatch(/options/);
  });

  it('gives the same checksum whatever the key order or status, and another one for changed content', () => {
    const reordered = Object.fromEntries(
      Object.entries(clone(base)).reverse(),
    ) as unknown as WorkflowTemplateDefinition;
    expect(templateChecksum(reordered)).toBe(templateChecksum(base));
    expect(templateChecksum({ ...clone(base), status: 'RETIRED' })).toBe(templateChecksum(base));
    expect(templateChecksum({ ...clone(base), title: 'Other' })).not.toBe(templateChecksum(base));
  });
});

describe('rule evaluation', () => {
  const ctx = {
    facts: { employed: true },
    answers: { about: { count: 2 } },
    evidence: { documents: ['payslip'] },
  };
  it('evaluates JSON Logic over facts, answers and evidence; absent rules hold', () => {
    expect(evaluateRule(undefined, ctx)).toBe(true);
    expect(evaluateRule({ '==': [{ var: 'facts.employed' }, true] }, ctx)).toBe(true);
    expect(evaluateRule({ '>': [{ var: 'answers.about.count' }, 2] }, ctx)).toBe(false);
    expect(evaluateRule({ in: ['payslip', { var: 'evidence.documents' }] }, ctx)).toBe(true);
  });
  it('treats an unknown operator as not holding instead of throwing', () => {
    expect(evaluateRule({ no_such_op: [1] }, ctx)).toBe(false);
  });
});
