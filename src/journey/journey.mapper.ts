import {
  documentNameOf,
  type WorkflowTemplateDefinition,
} from '../workflow-template/workflow-template.types';
import type { JourneyDto } from './dto/journey.dto';
import type { PlanDto } from './dto/plan.dto';
import type { MilestoneDue, MilestoneOpening } from './deadlines';
import type { CompletedMilestone, JourneyEvaluation } from './journey-engine';
import type { JourneyEntity } from './journey.entity';
import type { JourneySummary } from './journey.repository';

/** A timestamp as JSON writes a Date; text from the database (already ISO 8601) passes unchanged. */
function iso(value: Date | string): string {
  return typeof value === 'string' ? value : value.toISOString();
}

/** `title` in the answer's language (the stored one is English). */
export function toJourneyDto(j: JourneyEntity | JourneySummary, title: string = j.title): JourneyDto {
  return {
    id: j.id,
    status: j.status,
    workflow_code: j.workflowCode,
    workflow_version: j.workflowVersion,
    title,
    current_milestone_code: j.currentMilestoneCode,
    progress: j.progress,
    intent_id: j.intentId,
    blocked_reason: j.blockedReason,
    created_at: iso(j.createdAt),
    updated_at: iso(j.updatedAt),
    last_activity_at: iso(j.lastActivityAt),
    completed_at: j.completedAt === null ? null : iso(j.completedAt),
    closed_at: j.closedAt === null ? null : iso(j.closedAt),
    close_reason: j.closeReason,
    next_due_date: j.nextDueDate,
    version: j.version,
  };
}

export function toPlanDto(
  journeyId: string,
  template: WorkflowTemplateDefinition,
  evaluation: JourneyEvaluation,
  completed: CompletedMilestone[],
  dues: Map<string, MilestoneDue> = new Map(),
  opens: Map<string, MilestoneOpening> = new Map(),
): PlanDto {
  const done = new Map(completed.map((c) => [c.code, c]));
  return {
    journey_id: journeyId,
    workflow_code: template.code,
    workflow_version: template.version,
    milestones: evaluation.milestones.map(({ definition: m, status, missingDocuments }) => ({
      ...completionOf(done.get(m.code)),
      code: m.code,
      title: m.title,
      description: m.description,
      position: m.position,
      status,
      why_applies: m.why_applies,
      questions: m.questions.map((q) => ({
        key: q.key,
        label: q.label,
        input_type: q.input_type,
        required: q.required,
        ...(q.options
          ? {
              options: q.options.map((o) =>
                o.exclusive
                  ? { value: o.value, label: o.label, exclusive: true }
                  : { value: o.value, label: o.label },
              ),
            }
          : {}),
        ...(q.help !== undefined ? { help: q.help } : {}),
        ...(q.min !== undefined ? { min: q.min } : {}),
        ...(q.max !== undefined ? { max: q.max } : {}),
        ...(q.integer !== undefined ? { integer: q.integer } : {}),
        ...(q.not_before_answer !== undefined ? { not_before_answer: q.not_before_answer } : {}),
        ...(q.not_after_answer !== undefined ? { not_after_answer: q.not_after_answer } : {}),
      })),
      required_documents: m.required_documents.map((d) => ({
        document_code: d.document_code,
        name: documentNameOf(d),
        why: d.why,
        how_to_add: d.how_to_add,
        provided: !missingDocuments.includes(d.document_code),
      })),
      ...dueOf(dues.get(m.code)),
      ...openingOf(opens.get(m.code)),
    })),
  };
}

function dueOf(due: MilestoneDue | undefined) {
  return {
    due_date: due?.dueDate ?? null,
    due_kind: due?.kind ?? null,
    due_text: due?.text ?? null,
    overdue: due?.overdue ?? false,
  };
}

function openingOf(opening: MilestoneOpening | undefined) {
  return opening ? { opens_on: opening.opensOn, opens_text: opening.text } : {};
}

/** A completed milestone's answers and completion time, shown on the plan (DESIGN §11). */
function completionOf(c: CompletedMilestone | undefined): {
  answers?: Record<string, unknown>;
  completed_at?: string;
} {
  return c ? { answers: c.answers, completed_at: iso(c.completedAt) } : {};
}
