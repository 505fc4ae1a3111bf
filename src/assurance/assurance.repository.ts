import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { AssuranceChecker, CurrentHighAssurance } from '../common/auth/assurance.port';
import { Clock } from '../common/clock';
import { IdentityAssuranceEntity } from '../identity/identity-assurance.entity';

/** ASSURANCE_CHECKER: reads the citizen's current HIGH assurance (the newest one not yet expired). */
@Injectable()
export class AssuranceRepository implements AssuranceChecker {
  constructor(
    @InjectRepository(IdentityAssuranceEntity)
    private readonly assurances: Repository<IdentityAssuranceEntity>,
    private readonly clock: Clock,
  ) {}

  async currentHigh(citizenId: string): Promise<CurrentHighAssurance | null> {
    const current = await this.assurances.findOne({
      where: { citizenId, expiresAt: MoreThan(this.clock.now()) },
      order: { expiresAt: 'DESC' },
    });
    return current ? { assuranceId: current.id, expiresAt: current.expiresAt } : null;
  }
}
