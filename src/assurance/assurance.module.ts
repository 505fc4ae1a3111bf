import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ASSURANCE_CHECKER } from '../common/auth/assurance.port';
import { IdentityAssuranceEntity } from '../identity/identity-assurance.entity';
import { AssuranceRepository } from './assurance.repository';

/**
 * The assurance checker port on its own, so that Auth (session answers) and the modules whose routes
 * need HIGH assurance depend on it without depending on Identity, which itself builds on Auth: no
 * module cycle. Identity writes the assurances this reads.
 */
@Module({
  imports: [TypeOrmModule.forFeature([IdentityAssuranceEntity])],
  providers: [AssuranceRepository, { provide: ASSURANCE_CHECKER, useExisting: AssuranceRepository }],
  exports: [ASSURANCE_CHECKER],
})
export class AssuranceModule {}
