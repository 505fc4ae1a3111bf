import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MeController } from './me.controller';
import { PrivacyRepository } from './privacy.repository';
import { PrivacyService } from './privacy.service';
import { PurgeService } from './purge.service';

/** The citizen's own data (export, erasure) and the retention purge (DESIGN §12). */
@Module({
  imports: [AuthModule],
  controllers: [MeController],
  providers: [PrivacyRepository, PrivacyService, PurgeService],
  exports: [PurgeService],
})
export class PrivacyModule {}
