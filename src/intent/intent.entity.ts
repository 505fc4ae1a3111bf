import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** NLU or LLM compiled a message; CHOSEN: the citizen chose the life event (from a list or an offer). */
export type IntentCompilerName = 'NLU' | 'LLM' | 'CHOSEN';

export interface IntentAlternative {
  workflow_code: string;
  life_event: string;
  confidence: number;
}

@Entity({ name: 'intents' })
export class IntentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'citizen_id', type: 'uuid' })
  citizenId: string;

  @Column({ name: 'message', type: 'text' })
  message: string;

  @Column({ name: 'supported', type: 'boolean' })
  supported: boolean;

  @Column({ name: 'workflow_code', type: 'text', nullable: true })
  workflowCode: string | null;

  @Column({ name: 'life_event', type: 'text', nullable: true })
  lifeEvent: string | null;

  @Column({ name: 'summary', type: 'text' })
  summary: string;

  @Column({ name: 'facts', type: 'jsonb' })
  facts: Record<string, unknown>;

  @Column({ name: 'confidence', type: 'double precision' })
  confidence: number;

  /** Other life events the message also names: `[{ workflow_code, confidence }]`, best first. */
  @Column({ name: 'alternatives', type: 'jsonb' })
  alternatives: IntentAlternative[];

  @Column({ name: 'compiler', type: 'text' })
  compiler: IntentCompilerName;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
