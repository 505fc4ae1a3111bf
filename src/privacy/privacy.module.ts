import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AssuranceModule } from '../assurance/assurance.module';
import { VaultModule } from '../vault/vault.module';
import { MeController } from './me.controller';
import { PrivacyRepository } from './privacy.repository';
import { PrivacyService } from './privacy.service';
import { PurgeRepository } from './purge.repository';
import { PurgeService } from './purge.service';

/** The citizen's own data (export, erasure) and the retention purge (DESIGN §12). */
@Module({
  imports: [AuthModule, AssuranceModule, VaultModule],
  controllers: [MeController],
  providers: [PrivacyRepository, PrivacyService, PurgeRepository, PurgeService],
  exports: [PurgeService],
})
export class PrivacyModule {}
