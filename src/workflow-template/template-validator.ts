import Ajv from 'ajv';
import schema from './workflow-template.schema.json';
import { disallowedOperators, rulePaths } from './template-rules';
import type { Rule, WorkflowTemplateDefinition } from './workflow-template.types';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateShape = ajv.compile(schema);

export class TemplateInvalidError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`Workflow template ${source} is invalid: ${problems.join('; ')}`);
    this.name = 'TemplateInvalidError';
  }
}

function duplicates(values: (string | number)[]): (string | number)[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

/** What a template may name outside itself, when known: the agencies configured and the workflow codes. */
export interface TemplateCatalogue {
  agencies?: ReadonlySet<string>;
  workflows?: ReadonlySet<string>;
}

/** The profile values a notification may share (the national id is kept only as a keyed hash). */
export const SHAREABLE_PROFILE_KEYS: readonly string[] = ['given_name', 'family_name'];

function milestoneOf(t: WorkflowTemplateDefinition, code: string) {
  return t.milestones.find((m) => m.code === code);
}

/** `due` and `opens` of each milestone: their `from` names a date answer, a date fact or another milestone. */
function reckoningProblems(t: WorkflowTemplateDefinition): string[] {
  const problems: string[] = [];
  for (const m of t.milestones) {
    for (const [name, reckoning] of [
      ['due', m.due],
      ['opens', m.opens],
    ] as const) {
      if (!reckoning) continue;
      const [source, key] = reckoning.from.split(':');
      const ok =
        source === 'journey_created' ||
        (source === 'answer' &&
          t.milestones.some((x) => x.questions.some((q) => q.key === key && q.input_type === 'date'))) ||
        (source === 'fact' && t.facts.some((f) => f.key === key && f.type === 'date')) ||
        (source === 'milestone_completed' && key !== m.code && milestoneOf(t, key) !== undefined);
      if (!ok)
        problems.push(
          `milestone ${m.code}: ${name}.from ${reckoning.from} is not a date answer, a date fact, journey_created or another milestone`,
        );
    }
  }
  return problems;
}

/** A date bound by another answer names a date question of an earlier milestone. */
function answerBoundProblems(t: WorkflowTemplateDefinition): string[] {
  const problems: string[] = [];
  for (const m of t.milestones)
    for (const q of m.questions)
      for (const bound of ['not_before_answer', 'not_after_answer'] as const) {
        const key = q[bound];
        if (key === undefined) continue;
        const earlier = t.milestones.some(
          (x) => x.position < m.position && x.questions.some((o) => o.key === key && o.input_type === 'date'),
        );
        if (!earlier)
          problems.push(
            `question ${m.code}.${q.key}: ${bound} ${key} is not a date question of an earlier milestone`,
          );
      }
  return problems;
}

/**
 * A `MILESTONE_COMPLETED:<code>` trigger must name a milestone of the template; a reminder must have
 * something to remind of (a deadline for `MILESTONE_DUE_SOON` and `MILESTONE_OVERDUE`, a step that
 * opens on a day for `MILESTONE_OPENS`): consent is never asked for nothing.
 */
function triggerProblem(t: WorkflowTemplateDefinition, where: string, trigger: string): string[] {
  const [kind, code] = trigger.split(':');
  if (kind === 'MILESTONE_COMPLETED' && !milestoneOf(t, code))
    return [`${where}: ${trigger} names no milestone of this template`];
  if ((kind === 'MILESTONE_DUE_SOON' || kind === 'MILESTONE_OVERDUE') && !t.milestones.some((m) => m.due))
    return [`${where}: ${trigger} but no milestone has a deadline (due)`];
  if (kind === 'MILESTONE_OPENS' && !t.milestones.some((m) => m.opens))
    return [`${where}: ${trigger} but no milestone opens on a day (opens)`];
  return [];
}

/** Notifications: a known agency, a trigger of this template, and only declared keys shared. */
function notificationProblems(t: WorkflowTemplateDefinition, catalogue: TemplateCatalogue): string[] {
  const keys = new Set([
    ...SHAREABLE_PROFILE_KEYS,
    ...t.facts.map((f) => f.key),
    ...t.milestones.flatMap((m) => m.questions.map((q) => q.key)),
  ]);
  const problems: string[] = [];
  (t.notifications ?? []).forEach((n, i) => {
    const where = `notification ${i + 1} (${n.agency})`;
    if (catalogue.agencies && !catalogue.agencies.has(n.agency))
      problems.push(`${where}: agency ${n.agency} is not configured`);
    problems.push(...triggerProblem(t, where, n.on));
    for (const key of n.shares)
      if (!keys.has(key))
        problems.push(`${where}: ${key} is not an answer, a fact or a shareable profile key`);
    problems.push(...ruleProblems(t, where, n.applies_if));
  });
  return problems;
}

/** A rule of a notification or an offer: allowed operators, and only declared facts and answers read. */
function ruleProblems(t: WorkflowTemplateDefinition, where: string, rule: Rule | undefined): string[] {
  if (rule === undefined) return [];
  const problems = [...disallowedOperators(rule)].map((op) => `${where}: operator ${op} is not allowed`);
  for (const path of rulePaths(rule)) {
    const [root, a, b] = path.split('.');
    if (root === 'facts' && t.facts.some((f) => f.key === a)) continue;
    if (root === 'answers' && milestoneOf(t, a)?.questions.some((q) => q.key === b)) continue;
    problems.push(`${where}: ${path} is not a declared fact or answer`);
  }
  return problems;
}

/** Offers: a known workflow other than this one, a trigger of this template, a rule over facts and answers. */
function offerProblems(t: WorkflowTemplateDefinition, catalogue: TemplateCatalogue): string[] {
  const problems: string[] = [];
  (t.offers ?? []).forEach((o, i) => {
    const where = `offer ${i + 1} (${o.workflow})`;
    if (o.workflow === t.code) problems.push(`${where}: a workflow cannot offer itself`);
    else if (catalogue.workflows && !catalogue.workflows.has(o.workflow))
      problems.push(`${where}: workflow ${o.workflow} is not in the catalogue`);
    problems.push(...triggerProblem(t, where, o.when));
    problems.push(...ruleProblems(t, where, o.applies_if));
  });
  return problems;
}

/** Schema check (the published JSON Schema) plus the rules a schema cannot say. Returns the problems. */
export function templateProblems(input: unknown, catalogue: TemplateCatalogue = {}): string[] {
  if (!validateShape(input)) {
    return (validateShape.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  }
  const t = input as unknown as WorkflowTemplateDefinition;
  const problems: string[] = [];
  const dup = (what: string, values: (string | number)[]) =>
    duplicates(values).forEach((v) => problems.push(`duplicate ${what} ${v}`));
  dup(
    'fact key',
    t.facts.map((f) => f.key),
  );
  dup(
    'milestone code',
    t.milestones.map((m) => m.code),
  );
  dup(
    'milestone position',
    t.milestones.map((m) => m.position),
  );
  const facts = new Set(t.facts.map((f) => f.key));
  for (const m of t.milestones) {
    dup(
      `question key in ${m.code}:`,
      m.questions.map((q) => q.key),
    );
    dup(
      `document code in ${m.code}:`,
      m.required_documents.map((d) => d.document_code),
    );
    for (const q of m.questions) {
      dup(
        `option value in ${m.code}.${q.key}:`,
        (q.options ?? []).map((o) => o.value),
      );
      if (q.min !== undefined && q.max !== undefined && q.min > q.max)
        problems.push(`question ${m.code}.${q.key}: min ${q.min} is above max ${q.max}`);
    }
    for (const [where, rule] of [
      [`milestone ${m.code}`, m.applies_when],
      [`milestone ${m.code} due`, m.due?.applies_when],
    ] as const) {
      if (rule === undefined) continue;
      for (const op of disallowedOperators(rule)) problems.push(`${where}: operator ${op} is not allowed`);
      for (const path of rulePaths(rule)) {
        const [root, a, b] = path.split('.');
        if (root === 'facts' && facts.has(a)) continue;
        if (root === 'evidence' && a === 'documents') continue;
        if (root === 'answers') {
          const earlier = t.milestones.find((x) => x.code === a && x.position < m.position);
          if (earlier?.questions.some((q) => q.key === b)) continue;
          problems.push(`${where}: ${path} must name a question of an earlier milestone`);
          continue;
        }
        problems.push(`${where}: ${path} is not a declared fact, an earlier answer or evidence.documents`);
      }
    }
  }
  return [
    ...problems,
    ...reckoningProblems(t),
    ...answerBoundProblems(t),
    ...notificationProblems(t, catalogue),
    ...offerProblems(t, catalogue),
  ];
}

export function assertValidTemplate(
  input: unknown,
  source: string,
  catalogue: TemplateCatalogue = {},
): WorkflowTemplateDefinition {
  const problems = templateProblems(input, catalogue);
  if (problems.length) throw new TemplateInvalidError(source, problems);
  return input as WorkflowTemplateDefinition;
}
