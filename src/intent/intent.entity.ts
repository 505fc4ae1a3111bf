import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who assessed the intent: the offline compiler, the language model, or nobody (chosen from the list). */
export type IntentCompilerName = 'NLU' | 'LLM' | 'CHOSEN';

export interface IntentAlternative {
  workflow_code: string;
  life_event: string;
  confidence: number;
}

export interface IntentSuggestion {
  workflow_code: string;
  title: string;
}

@Entity({ name: 'intents' })
export class IntentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'citizen_id', type: 'uuid' })
  citizenId: string;

  /** What the citizen wrote; null for a life event chosen from the list. */
  @Column({ name: 'message', type: 'text', nullable: true })
  message: string | null;

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

  /** For an unsupported message: the active workflows closest to it, best first. */
  @Column({ name: 'suggestions', type: 'jsonb' })
  suggestions: IntentSuggestion[];

  @Column({ name: 'compiler', type: 'text' })
  compiler: IntentCompilerName;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
