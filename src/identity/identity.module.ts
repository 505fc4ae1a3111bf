import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { AssuranceModule } from '../assurance/assurance.module';
import { IdentityAssuranceEntity } from './identity-assurance.entity';
import { IdentityController } from './identity.controller';
import { IdentityRepository } from './identity.repository';
import { IdentityService } from './identity.service';
import { LivenessSessionEntity } from './liveness-session.entity';

/**
 * Liveness and identity assurance. Builds on Auth (audit log, verification provider, rate limit); the
 * assurance checker other modules use is AssuranceModule's, so nothing depends back on this module.
 */
@Module({
  imports: [
    AuthModule,
    AssuranceModule,
    TypeOrmModule.forFeature([LivenessSessionEntity, IdentityAssuranceEntity]),
  ],
  controllers: [IdentityController],
  providers: [IdentityRepository, IdentityService],
})
export class IdentityModule {}
