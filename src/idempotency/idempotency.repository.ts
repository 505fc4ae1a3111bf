import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, Repository } from 'typeorm';
import { IdempotencyKeyEntity } from './idempotency-key.entity';

@Injectable()
export class IdempotencyRepository {
  private readonly keys: Repository<IdempotencyKeyEntity>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.keys = dataSource.getRepository(IdempotencyKeyEntity);
  }

  /** Claims the key for a first request; `false` when the citizen already has a record of this key. */
  async claim(
    record: Omit<IdempotencyKeyEntity, 'state' | 'responseStatus' | 'responseBody'>,
  ): Promise<boolean> {
    const result = await this.keys
      .createQueryBuilder()
      .insert()
      .values({ ...record, state: 'IN_PROGRESS' })
      .orIgnore()
      .returning(['key'])
      .execute();
    return (result.raw as unknown[]).length === 1;
  }

  find(citizenId: string, key: string): Promise<IdempotencyKeyEntity | null> {
    return this.keys.findOneBy({ citizenId, key });
  }

  /** Stores the answer of the first request (only the claim that is still in progress). */
  async complete(citizenId: string, key: string, status: number, body: object | null): Promise<void> {
    await this.keys.update(
      { citizenId, key, state: 'IN_PROGRESS' },
      { state: 'COMPLETED', responseStatus: status, responseBody: body },
    );
  }

  /** Gives the key back after a failed first request: a retry then does the work. */
  async release(citizenId: string, key: string): Promise<void> {
    await this.keys.delete({ citizenId, key, state: 'IN_PROGRESS' });
  }

  /** Forgets an expired record of this key, so the key can be claimed again. */
  async forgetExpired(citizenId: string, key: string, now: Date): Promise<void> {
    await this.keys.delete({ citizenId, key, expiresAt: LessThanOrEqual(now) });
  }

  /** Removes every expired record (the retention purge). Returns how many. */
  async purgeExpired(now: Date): Promise<number> {
    return (await this.keys.delete({ expiresAt: LessThanOrEqual(now) })).affected ?? 0;
  }
}
