import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AgentAction } from './agent-actions';

export const AGENT_MESSAGE_ROLES = ['CITIZEN', 'AGENT'] as const;
export type AgentMessageRole = (typeof AGENT_MESSAGE_ROLES)[number];
/** Who wrote it: the citizen, the offline agent, or the language-model agent (validated). */
export type AgentMessageSource = 'CITIZEN' | 'OFFLINE' | 'LLM';

@Entity({ name: 'agent_messages' })
export class AgentMessageEntity {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  /** Insertion order (two messages of one exchange share a timestamp). */
  @Column({ name: 'seq', type: 'bigint', insert: false, update: false })
  seq: string;

  @Column({ name: 'journey_id', type: 'uuid' })
  journeyId: string;

  @Column({ name: 'citizen_id', type: 'uuid' })
  citizenId: string;

  @Column({ name: 'role', type: 'text' })
  role: AgentMessageRole;

  @Column({ name: 'text', type: 'text' })
  text: string;

  /** Server-built actions of an agent reply; empty for the citizen's messages. */
  @Column({ name: 'actions', type: 'jsonb' })
  actions: AgentAction[];

  @Column({ name: 'source', type: 'text' })
  source: AgentMessageSource;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
