import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { WorkflowTemplateEntity } from './workflow-template.entity';
import type { WorkflowTemplateDefinition } from './workflow-template.types';

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
  async saveVersion(definition: WorkflowTemplateDefinition, checksum: string): Promise<void> {
    await this.dataSource.transaction(async (em: EntityManager) => {
      const repo = em.getRepository(WorkflowTemplateEntity);
      const existing = await repo.findOneBy({ code: definition.code, version: definition.version });
      if (definition.status === 'ACTIVE') {
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
      if (existing) {
        if (existing.status !== definition.status)
          await repo.update({ id: existing.id }, { status: definition.status });
        return;
      }
      const row = repo.create({
        code: definition.code,
        version: definition.version,
        status: definition.status,
        title: definition.title,
        summary: definition.summary,
        definition,
        checksum,
      });
      await repo.save(row);
    });
  }
}
