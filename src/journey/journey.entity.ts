import { AuditChainColumns } from '../audit/audit-columns';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BlockedReason, CloseReason, JourneyEventKind, JourneyStatus } from './journey-engine';

@Entity({ name: 'journeys' })
export class JourneyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'citizen_id', type: 'uuid' })
  citizenId: string;

  @Column({ name: 'intent_id', type: 'uuid' })
  intentId: string;

  @Column({ name: 'workflow_code', type: 'text' })
  workflowCode: string;

  @Column({ name: 'workflow_version', type: 'integer' })
  workflowVersion: number;

  @Column({ name: 'title', type: 'text' })
  title: string;

  @Column({ name: 'status', type: 'text' })
  status: JourneyStatus;

  @Column({ name: 'current_milestone_code', type: 'text', nullable: true })
  currentMilestoneCode: string | null;

  @Column({ name: 'progress', type: 'smallint' })
  progress: number;

  @Column({ name: 'blocked_reason', type: 'text', nullable: true })
  blockedReason: BlockedReason | null;

  @Column({ name: 'facts', type: 'jsonb' })
  facts: Record<string, unknown>;

  /** Document codes in the vault at the last evaluation (redacted evidence). */
  @Column({ name: 'evidence_documents', type: 'jsonb' })
  evidenceDocuments: string[];

  /** The HIGH assurance result that authorised the creation. */
  @Column({ name: 'created_with_assurance_id', type: 'uuid' })
  createdWithAssuranceId: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'last_activity_at', type: 'timestamptz' })
  lastActivityAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** When the citizen closed the journey (DESIGN §16); null otherwise. */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ name: 'close_reason', type: 'text', nullable: true })
  closeReason: CloseReason | null;

  /**
   * The agencies the citizen said yes to (a copy of journey_sharing's, written with each decision), so a
   * change knows whom it may tell from the row it has locked, without another read (DESIGN §15).
   */
  @Column({ name: 'consented_agencies', type: 'text', array: true, default: () => "'{}'" })
  consentedAgencies: string[];

  /** 1, then one more with every change: the journey's ETag (DESIGN §18). */
  @Column({ name: 'version', type: 'integer', default: 1 })
  version: number;

  /** The earliest due date (YYYY-MM-DD) of a milestone not completed yet, written with each change. */
  @Column({ name: 'next_due_date', type: 'text', nullable: true })
  nextDueDate: string | null;
}

/** The answers of one completed milestone. */
@Entity({ name: 'journey_milestones' })
export class JourneyMilestoneEntity {
  @Column({ name: 'journey_id', type: 'uuid', primary: true })
  journeyId: string;

  @Column({ name: 'milestone_code', type: 'text', primary: true })
  milestoneCode: string;

  /** 1, 2, 3 … in completion order. */
  @Column({ name: 'sequence', type: 'integer' })
  sequence: number;

  @Column({ name: 'answers', type: 'jsonb' })
  answers: Record<string, unknown>;

  @Column({ name: 'automatic', type: 'boolean' })
  automatic: boolean;

  @Column({ name: 'completed_at', type: 'timestamptz' })
  completedAt: Date;
}

/** Audit trail: every change of a journey. */
@Entity({ name: 'journey_events' })
export class JourneyEventEntity extends AuditChainColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'journey_id', type: 'uuid' })
  journeyId: string;

  @Column({ name: 'kind', type: 'text' })
  kind: JourneyEventKind;

  @Column({ name: 'milestone_code', type: 'text', nullable: true })
  milestoneCode: string | null;

  /** Journey status after the event. */
  @Column({ name: 'status', type: 'text' })
  status: JourneyStatus;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  /** The answers an ANSWERS_CHANGED event replaced or a MILESTONE_WITHDRAWN event withdrew; null otherwise. */
  @Column({ name: 'detail', type: 'jsonb', nullable: true })
  detail: Record<string, unknown> | null;

  /** Insertion order (identity column), so events written in one change keep their order. */
  @Column({ name: 'sequence', type: 'bigint', insert: false, update: false, select: false })
  sequence: string;
}
