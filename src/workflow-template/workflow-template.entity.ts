import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TemplateStatus, WorkflowTemplateDefinition } from './workflow-template.types';

@Entity({ name: 'workflow_templates' })
export class WorkflowTemplateEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'text' })
  status: TemplateStatus;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  summary: string;

  @Column({ type: 'jsonb' })
  definition: WorkflowTemplateDefinition;

  /** SHA-256 of the canonical definition: a changed definition under an existing version is refused. */
  @Column({ type: 'text' })
  checksum: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
