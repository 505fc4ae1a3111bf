import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ASSURANCE_CHECKER } from '../common/auth/assurance.port';
import { IdentityAssuranceEntity } from './identity-assurance.entity';
import { IdentityController } from './identity.controller';
import { IdentityRepository } from './identity.repository';
import { IdentityService } from './identity.service';
import { LivenessSessionEntity } from './liveness-session.entity';

/** Global: provides ASSURANCE_CHECKER to every module (HighAssuranceGuard, session responses). */
@Global()
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([LivenessSessionEntity, IdentityAssuranceEntity])],
  controllers: [IdentityController],
  providers: [
    IdentityRepository,
    IdentityService,
    { provide: ASSURANCE_CHECKER, useExisting: IdentityService },
  ],
  exports: [IdentityService, ASSURANCE_CHECKER],
})
export class IdentityModule {}
