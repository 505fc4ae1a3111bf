import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThanOrEqual } from 'typeorm';
import { PooledReads } from '../database/pooled-reads';
import { columnsOf } from '../database/sql';
import { ChallengeEntity } from './challenge.entity';
import { CitizenEntity } from './citizen.entity';
import { SecurityEventEntity } from './security-event.entity';
import type { SessionWithLanguage } from './session-cache';
import { SessionEntity, SignInRoute } from './session.entity';
import { AuditSealer } from '../audit/audit-sealer';

export interface CitizenRecord {
  nationalIdHmac: string;
  nationalIdLast4: string;
  /** null keeps what is stored (a route that does not vouch for the birth date). */
  birthDateHmac: string | null;
  givenName: string;
  familyName: string;
}

export interface NewSession {
  citizenId: string;
  tokenHash: string;
  route: SignInRoute;
  now: Date;
  expiresAt: Date;
}

/** Citizens, sessions, sign-in challenges and security events. */
@Injectable()
export class AuthRepository {
  /** Every request looks its session up: plain SQL (src/database/sql.ts). */
  private readonly sessionByTokenHash: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: PooledReads,
    private readonly sealer: AuditSealer,
  ) {
    // The citizen's stored language comes with the session (DESIGN §17): no second read per request.
    this.sessionByTokenHash =
      `SELECT ${columnsOf(dataSource, SessionEntity, { alias: 's' })}, c.language AS "citizenLanguage" ` +
      `FROM sessions s JOIN citizens c ON c.id = s.citizen_id WHERE s.token_hash = $1`;
  }

  /** The hot-path statements, for the test that checks them against the schema (docs/data-access.md). */
  hotPathStatements(): Record<string, string> {
    return { sessionByTokenHash: this.sessionByTokenHash };
  }

  private get citizens() {
    return this.dataSource.getRepository(CitizenEntity);
  }
  private get sessions() {
    return this.dataSource.getRepository(SessionEntity);
  }
  private get challenges() {
    return this.dataSource.getRepository(ChallengeEntity);
  }

  /** Creates the citizen or refreshes its profile; the same national id always gives the same row. */
  async upsertCitizen(c: CitizenRecord, now: Date): Promise<CitizenEntity> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(CitizenEntity)
      .values({ ...c, createdAt: now, updatedAt: now })
      .orUpdate(
        c.birthDateHmac === null
          ? ['given_name', 'family_name', 'updated_at']
          : ['given_name', 'family_name', 'birth_date_hmac', 'updated_at'],
        ['national_id_hmac'],
      )
      .execute();
    return this.citizens.findOneByOrFail({ nationalIdHmac: c.nationalIdHmac });
  }

  findCitizenByNationalIdHmac(nationalIdHmac: string): Promise<CitizenEntity | null> {
    return this.citizens.findOneBy({ nationalIdHmac });
  }

  findCitizen(id: string): Promise<CitizenEntity | null> {
    return this.citizens.findOneBy({ id });
  }

  /** Stores the citizen's language (DESIGN §17); false when the citizen is gone. */
  async setLanguage(citizenId: string, language: string, now: Date): Promise<boolean> {
    const result = await this.citizens.update({ id: citizenId }, { language, updatedAt: now });
    return (result.affected ?? 0) > 0;
  }

  async findSessionByTokenHash(tokenHash: string): Promise<SessionWithLanguage | null> {
    const rows = await this.reads.rows<SessionWithLanguage>(
      'session-by-token-hash',
      this.sessionByTokenHash,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  findSession(id: string): Promise<SessionEntity | null> {
    return this.sessions.findOneBy({ id });
  }

  /**
   * Slides the idle window; a no-op when another request already did within the interval (the last
   * write is after `notSince`). Same boundary as `shouldTouch`: a write exactly one interval old slides.
   */
  async touchSession(id: string, now: Date, notSince: Date): Promise<void> {
    await this.sessions.update(
      { id, lastSeenAt: LessThanOrEqual(notSince), revokedAt: IsNull() },
      { lastSeenAt: now },
    );
  }

  async revokeSession(id: string, now: Date): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .update()
      .set({ revokedAt: now })
      .where('id = :id AND revoked_at IS NULL', { id })
      .execute();
  }

  /**
   * Opens a session; with `challengeId`, completes that challenge in the same transaction, only if it
   * is still PENDING and unexpired. Returns null when the challenge was no longer pending.
   */
  async openSession(s: NewSession, challengeId?: string): Promise<SessionEntity | null> {
    return this.dataSource.transaction(async (em) => {
      if (challengeId) {
        const done = await em
          .createQueryBuilder()
          .update(ChallengeEntity)
          .set({ status: 'COMPLETED', completedAt: s.now, citizenId: s.citizenId })
          .where("id = :id AND status = 'PENDING' AND expires_at > :now", { id: challengeId, now: s.now })
          .returning('id')
          .execute();
        if (!(done.raw as unknown[]).length) return null;
      }
      return em.getRepository(SessionEntity).save(
        em.getRepository(SessionEntity).create({
          citizenId: s.citizenId,
          tokenHash: s.tokenHash,
          signInRoute: s.route,
          createdAt: s.now,
          expiresAt: s.expiresAt,
          lastSeenAt: s.now,
          revokedAt: null,
        }),
      );
    });
  }

  createChallenge(now: Date, expiresAt: Date): Promise<ChallengeEntity> {
    return this.challenges.save(
      this.challenges.create({ status: 'PENDING', consentedAt: now, createdAt: now, expiresAt, attempts: 0 }),
    );
  }

  findChallenge(id: string): Promise<ChallengeEntity | null> {
    return this.challenges.findOneBy({ id });
  }

  /** Counts one completion attempt atomically; returns the new count, or null if the challenge is unknown. */
  async countChallengeAttempt(id: string): Promise<number | null> {
    const result = await this.challenges
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id', { id })
      .returning('attempts')
      .execute();
    const rows = result.raw as { attempts: number }[];
    return rows.length ? Number(rows[0].attempts) : null;
  }

  async failChallenge(id: string): Promise<void> {
    await this.challenges
      .createQueryBuilder()
      .update()
      .set({ status: 'FAILED' })
      .where("id = :id AND status = 'PENDING'", { id })
      .execute();
  }

  async recordSecurityEvent(
    e: Omit<SecurityEventEntity, 'id' | 'contentHash' | 'personalHash' | 'chainHash' | 'chainSeq' | 'erased'>,
  ): Promise<void> {
    await this.dataSource
      .getRepository(SecurityEventEntity)
      .insert({ ...e, ...this.sealer.securityEvent(e) });
  }
}
