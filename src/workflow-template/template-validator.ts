import Ajv from 'ajv';
import schema from './workflow-template.schema.json';
import { disallowedOperators, rulePaths } from './template-rules';
import type { WorkflowTemplateDefinition } from './workflow-template.types';

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

/** Schema check (the published JSON Schema) plus the rules a schema cannot say. Returns the problems. */
export function templateProblems(input: unknown): string[] {
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
    if (m.applies_when === undefined) continue;
    for (const op of disallowedOperators(m.applies_when))
      problems.push(`milestone ${m.code}: operator ${op} is not allowed`);
    for (const path of rulePaths(m.applies_when)) {
      const [root, a, b] = path.split('.');
      if (root === 'facts' && facts.has(a)) continue;
      if (root === 'evidence' && a === 'documents') continue;
      if (root === 'answers') {
        const earlier = t.milestones.find((x) => x.code === a && x.position < m.position);
        if (earlier?.questions.some((q) => q.key === b)) continue;
        problems.push(`milestone ${m.code}: ${path} must name a question of an earlier milestone`);
        continue;
      }
      problems.push(
        `milestone ${m.code}: ${path} is not a declared fact, an earlier answer or evidence.documents`,
      );
    }
  }
  return problems;
}

export function assertValidTemplate(input: unknown, source: string): WorkflowTemplateDefinition {
  const problems = templateProblems(input);
  if (problems.length) throw new TemplateInvalidError(source, problems);
  return input as WorkflowTemplateDefinition;
}
