import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, MoreThan } from 'typeorm';
import { ASSURANCE_CHECKER, AssuranceChecker, CurrentHighAssurance } from '../common/auth/assurance.port';
import { Clock } from '../common/clock';
import { IdentityAssuranceEntity } from '../identity/identity-assurance.entity';

/** ASSURANCE_CHECKER: reads the citizen's current HIGH assurance (the newest one not yet expired). */
@Injectable()
export class CurrentAssuranceReader implements AssuranceChecker {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async currentHigh(citizenId: string): Promise<CurrentHighAssurance | null> {
    const current = await this.dataSource.getRepository(IdentityAssuranceEntity).findOne({
      where: { citizenId, expiresAt: MoreThan(this.clock.now()) },
      order: { expiresAt: 'DESC' },
    });
    return current ? { assuranceId: current.id, expiresAt: current.expiresAt } : null;
  }
}

/**
 * The assurance checker port on its own, so that Auth (session answers) and the modules whose routes
 * need HIGH assurance depend on it without depending on Identity, which itself builds on Auth: no
 * module cycle. Identity writes the assurances this reads.
 */
@Module({
  imports: [TypeOrmModule.forFeature([IdentityAssuranceEntity])],
  providers: [CurrentAssuranceReader, { provide: ASSURANCE_CHECKER, useExisting: CurrentAssuranceReader }],
  exports: [ASSURANCE_CHECKER],
})
export class AssuranceModule {}
