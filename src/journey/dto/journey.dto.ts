import { ApiProperty } from '@nestjs/swagger';
import { PageDto } from '../../http/page';
import {
  BLOCKED_REASONS,
  CLOSE_REASONS,
  JOURNEY_STATUSES,
  type BlockedReason,
  type CloseReason,
  type JourneyStatus,
} from '../journey-engine';

/** A journey: a persisted instance of a versioned workflow template, owned by one citizen. */
export class JourneyDto {
  /** Identifier of the journey. */
  @ApiProperty({ format: 'uuid' })
  id: string;
  /** ACTIVE, BLOCKED (see `blocked_reason`), COMPLETED or CLOSED (closed by the citizen). */
  @ApiProperty({ enum: JOURNEY_STATUSES, enumName: 'JourneyStatus' })
  status: JourneyStatus;
  /** Code of the workflow template the journey follows, e.g. `birth-of-a-child`. */
  workflow_code: string;
  /** The template version the journey is pinned to; newer versions never change it. */
  @ApiProperty({ type: 'integer', example: 1 })
  workflow_version: number;
  /** Title of the life event, e.g. "Having a baby". */
  title: string;
  /** Code of the one milestone that can be completed now; null when the journey is COMPLETED. */
  @ApiProperty({ type: 'string', nullable: true })
  current_milestone_code: string | null;
  /** Completed applicable milestones over applicable milestones, 0–100; 100 when COMPLETED. */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  progress: number;
  /** The intent the journey was created from. */
  @ApiProperty({ format: 'uuid' })
  intent_id: string;
  /** Why the journey is BLOCKED (`DOCUMENTS_MISSING`: upload the documents, then refresh evidence); null otherwise. */
  @ApiProperty({ type: 'string', enum: [...BLOCKED_REASONS, null], nullable: true })
  blocked_reason: BlockedReason | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  updated_at: string;
  /** Last time the citizen acted on the journey; the list is ordered by it, most recent first. */
  @ApiProperty({ type: 'string', format: 'date-time' })
  last_activity_at: string;
  /** When the journey was completed; null until then. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  completed_at: string | null;
  /** When the citizen closed the journey; null unless CLOSED. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  closed_at: string | null;
  /** Why the citizen closed it; null unless CLOSED. */
  @ApiProperty({ type: 'string', enum: [...CLOSE_REASONS, null], nullable: true })
  close_reason: CloseReason | null;
  /** 1, then one more with every change; the `ETag` of the journey carries it. */
  @ApiProperty({ type: 'integer', minimum: 1, example: 3 })
  version: number;
  /** The earliest due date of a step not done yet (YYYY-MM-DD); null when no step has a known deadline. */
  @ApiProperty({ type: 'string', format: 'date', nullable: true, example: '2026-12-07' })
  next_due_date: string | null;
}

export class JourneyListDto extends PageDto {
  /** The citizen's journeys, including completed and closed ones, most recent activity first (a page of them). */
  items: JourneyDto[];
  /**
   * The citizen's active journey (spec §3.1): the most recently active journey that is ACTIVE or
   * BLOCKED (never a CLOSED one); null when every journey is COMPLETED or CLOSED, or there is none.
   */
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  active_journey_id: string | null;
}
