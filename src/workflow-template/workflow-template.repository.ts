import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, MoreThan } from 'typeorm';
import { WorkflowTemplateEntity } from './workflow-template.entity';
import type { TemplateStatus, WorkflowTemplateDefinition } from './workflow-template.types';

@Injectable()
export class WorkflowTemplateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findAll(): Promise<WorkflowTemplateEntity[]> {
    return this.dataSource
      .getRepository(WorkflowTemplateEntity)
      .find({ order: { code: 'ASC', version: 'ASC' } });
  }

  findVersion(code: string, version: number): Promise<WorkflowTemplateEntity | null> {
    return this.dataSource.getRepository(WorkflowTemplateEntity).findOneBy({ code, version });
  }

  /**
   * Stores a version (if new) and sets its status; making it ACTIVE retires the code's other ACTIVE
   * version first, in one transaction, so the one-active-version constraint always holds.
   */
  /**
   * Stores a template version. Publishing a version ACTIVE retires the previous one, unless a newer
   * version is already ACTIVE (DESIGN §14: an older image starting after a newer one never moves the
   * ACTIVE version backwards; its version is stored RETIRED). Replicas publishing the same code at
   * once are serialized by a transaction-scoped advisory lock. Returns the status stored.
   */
  async saveVersion(definition: WorkflowTemplateDefinition, checksum: string): Promise<TemplateStatus> {
    return this.dataSource.transaction(async (em: EntityManager) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`workflow-template:${definition.code}`]);
      const repo = em.getRepository(WorkflowTemplateEntity);
      const existing = await repo.findOneBy({ code: definition.code, version: definition.version });
      let status = definition.status;
      if (status === 'ACTIVE') {
        const newer = await repo.findOneBy({
          code: definition.code,
          status: 'ACTIVE',
          version: MoreThan(definition.version),
        });
        if (newer) {
          status = existing?.status ?? 'RETIRED';
        } else {
          await em
            .createQueryBuilder()
            .update(WorkflowTemplateEntity)
            .set({ status: 'RETIRED' })
            .where('code = :code AND status = :active AND version <> :version', {
              code: definition.code,
              active: 'ACTIVE',
              version: definition.version,
            })
            .execute();
        }
      }
      if (existing) {
        if (existing.status !== status) await repo.update({ id: existing.id }, { status });
        return status;
      }
      const row = repo.create({
        code: definition.code,
        version: definition.version,
        status,
        title: definition.title,
        summary: definition.summary,
        definition,
        checksum,
      });
      await repo.save(row);
      return status;
    });
  }
}
