import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { IdentityAssuranceEntity } from './identity-assurance.entity';
import { LivenessPurpose, LivenessSessionEntity } from './liveness-session.entity';

@Injectable()
export class IdentityRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get liveness() {
    return this.dataSource.getRepository(LivenessSessionEntity);
  }
  private get assurances() {
    return this.dataSource.getRepository(IdentityAssuranceEntity);
  }

  createLivenessSession(
    citizenId: string,
    purpose: LivenessPurpose,
    now: Date,
    expiresAt: Date,
  ): Promise<LivenessSessionEntity> {
    return this.liveness.save(
      this.liveness.create({
        citizenId,
        purpose,
        status: 'PENDING',
        consentedAt: now,
        createdAt: now,
        expiresAt,
      }),
    );
  }

  /** Owner only: another citizen's session is simply not found. */
  findLivenessSession(id: string, citizenId: string): Promise<LivenessSessionEntity | null> {
    return this.liveness.findOneBy({ id, citizenId });
  }

  /** Records the provider's outcome once; false when another request already did. */
  async settleLivenessSession(id: string, status: 'PASSED' | 'FAILED', now: Date): Promise<boolean> {
    const result = await this.liveness
      .createQueryBuilder()
      .update()
      .set({ status, completedAt: now })
      .where("id = :id AND status = 'PENDING'", { id })
      .returning('id')
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /**
   * Uses a passed liveness session (once) and stores the HIGH assurance it gives, in one transaction.
   * Returns null when the session was already used (or is not PASSED).
   */
  async grantHighAssurance(
    session: LivenessSessionEntity,
    now: Date,
    expiresAt: Date,
  ): Promise<IdentityAssuranceEntity | null> {
    return this.dataSource.transaction(async (em) => {
      const used = await em
        .createQueryBuilder()
        .update(LivenessSessionEntity)
        .set({ usedAt: now })
        .where("id = :id AND citizen_id = :citizenId AND status = 'PASSED' AND used_at IS NULL", {
          id: session.id,
          citizenId: session.citizenId,
        })
        .returning('id')
        .execute();
      if (!(used.raw as unknown[]).length) return null;
      const repo = em.getRepository(IdentityAssuranceEntity);
      return repo.save(
        repo.create({
          citizenId: session.citizenId,
          livenessSessionId: session.id,
          level: 'HIGH',
          purpose: session.purpose,
          verifiedAt: now,
          expiresAt,
        }),
      );
    });
  }

  findLatestAssurance(citizenId: string): Promise<IdentityAssuranceEntity | null> {
    return this.assurances.findOne({ where: { citizenId }, order: { verifiedAt: 'DESC' } });
  }
}
