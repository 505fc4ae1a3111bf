import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DUE_KINDS,
  INPUT_TYPES,
  type DueKind,
  type InputType,
} from '../../workflow-template/workflow-template.types';
import { MILESTONE_STATUSES, type MilestoneStatus } from '../journey-engine';

export class QuestionOptionDto {
  value: string;
  label: string;
  /**
   * Multiple choice only, and only when true: this option is chosen alone or not at all ("None of
   * these"); a client clears the other options when it is chosen (sending both is 422).
   */
  exclusive?: boolean;
}

export class PlanQuestionDto {
  /** Key of the answer in the `answers` object of the completion request. */
  key: string;
  label: string;
  /** `date` answers are written YYYY-MM-DD; `multi_choice` answers are a list of option values. */
  @ApiProperty({ enum: INPUT_TYPES, enumName: 'QuestionInputType' })
  input_type: InputType;
  required: boolean;
  /** Only for `single_choice` and `multi_choice`. */
  @ApiPropertyOptional({ type: [QuestionOptionDto] })
  options?: QuestionOptionDto[];
  /** Extra guidance for the citizen. */
  help?: string;
  /** `number` questions: the smallest accepted answer. */
  min?: number;
  /** `number` questions: the largest accepted answer. */
  max?: number;
  /** `number` questions: whether only whole numbers are accepted. */
  integer?: boolean;
  /**
   * `date` questions: the key of a question of an earlier milestone whose answer, once given, this
   * date must not be before (a funeral not before the death). The service also refuses changing that
   * earlier answer past this one; a client can name the other question when either is refused.
   */
  not_before_answer?: string;
  /** `date` questions: as `not_before_answer`, the other way (a date of birth not after the death). */
  not_after_answer?: string;
}

export class PlanRequiredDocumentDto {
  /** Vault document code: the `document_code` of an upload. */
  document_code: string;
  /** What the document is called, in the answer's language ("birth certificate"): show this, never the code. */
  name: string;
  /** Why the document matters. */
  why: string;
  /** How to add it. */
  how_to_add: string;
  /** Whether the document was in the vault at the journey's last evaluation (creation, completion or evidence refresh). */
  provided: boolean;
}

export class PlanMilestoneDto {
  /** Used as `{milestone_code}` in the completion path. */
  code: string;
  title: string;
  description: string;
  /** Order within the plan. */
  @ApiProperty({ type: 'integer' })
  position: number;
  @ApiProperty({ enum: MILESTONE_STATUSES, enumName: 'MilestoneStatus' })
  status: MilestoneStatus;
  /** Citizen-readable reason this milestone is in the plan, e.g. "Because you told us you are employed". */
  why_applies: string;
  questions: PlanQuestionDto[];
  required_documents: PlanRequiredDocumentDto[];
  /**
   * COMPLETED milestones only: what the citizen answered, by question key. Change them with
   * `PUT /api/v1/journeys/{journey_id}/milestones/{milestone_code}/answers`.
   */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  answers?: Record<string, unknown>;
  /** COMPLETED milestones only: when it was completed. */
  @ApiPropertyOptional({ type: 'string', format: 'date-time' })
  completed_at?: string;
  /** When the step is due (YYYY-MM-DD); null when it has no deadline or its start date is not known yet. */
  @ApiProperty({ type: 'string', format: 'date', nullable: true, example: '2026-12-07' })
  due_date: string | null;
  /** LEGAL (the law sets it) or ADVISED (official guidance); null without a deadline. */
  @ApiProperty({ type: 'string', enum: [...DUE_KINDS, null], nullable: true })
  due_kind: DueKind | null;
  /** What the deadline means, for the citizen; null without a deadline. */
  @ApiProperty({ type: 'string', nullable: true })
  due_text: string | null;
  /** The due date has passed and the step is not done. */
  overdue: boolean;
  /**
   * The first day the step can be done (YYYY-MM-DD), for a step the law does not allow before a date
   * (the final order of a divorce); absent when the step can be done at any time or its start date is
   * not known yet. Not a deadline: never overdue.
   */
  @ApiPropertyOptional({ type: 'string', format: 'date', example: '2027-04-09' })
  opens_on?: string;
  /** What the first day means, for the citizen; present with `opens_on`. */
  @ApiPropertyOptional({
    type: 'string',
    example: 'You can ask for the final order from 6 weeks and 1 day after the conditional order.',
  })
  opens_text?: string;
}

/** The plan of a journey: its applicable milestones only, in position order. */
export class PlanDto {
  @ApiProperty({ format: 'uuid' })
  journey_id: string;
  workflow_code: string;
  @ApiProperty({ type: 'integer' })
  workflow_version: number;
  milestones: PlanMilestoneDto[];
}
