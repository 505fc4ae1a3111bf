import { Module } from '@nestjs/common';
import { AuditCheckpoints } from './audit-checkpoints';
import { AuditSealer } from './audit-sealer';
import { AuditRepository } from './audit.repository';

/** The audit trail's application side (DESIGN §13): sealing events as they are written, and checkpoints. */
@Module({
  providers: [AuditRepository, AuditSealer, AuditCheckpoints],
  exports: [AuditSealer, AuditCheckpoints],
})
export class AuditModule {}
