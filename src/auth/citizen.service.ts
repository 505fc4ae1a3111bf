import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { Clock } from '../common/clock';
import { authConfig } from '../config/auth.config';
import { AuthRepository } from './auth.repository';
import { SignInFailedError } from './auth.errors';
import type { CitizenEntity } from './citizen.entity';
import type { VouchedIdentity } from './vouched-identity';
import { birthDateHmac, nationalIdHmac, nationalIdLast4, sameHex } from './citizen-identifiers';

/**
 * The citizen registry. The same national id (by any route) is always the same citizen; it is kept
 * only as an HMAC plus its last four characters. Birth dates are kept only as an HMAC, and only as
 * vouched for by an authoritative route (SSO or a signed QR), for the demographics sign-in.
 */
@Injectable()
export class CitizenService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  register(identity: VouchedIdentity): Promise<CitizenEntity> {
    const secret = this.config.citizenIdHmacSecret;
    const idHash = nationalIdHmac(secret, identity.nationalId);
    return this.repo.upsertCitizen(
      {
        nationalIdHmac: idHash,
        nationalIdLast4: nationalIdLast4(identity.nationalId),
        birthDateHmac: identity.birthDate ? birthDateHmac(secret, idHash, identity.birthDate) : null,
        givenName: identity.givenName,
        familyName: identity.familyName,
      },
      this.clock.now(),
    );
  }

  /**
   * A known citizen whose vouched birth date matches. A national id never seen through SSO or a signed
   * QR cannot sign in by demographics alone; every mismatch answers the same 422 (no enumeration).
   */
  async findByDemographics(nationalId: string, birthDate: string): Promise<CitizenEntity> {
    const secret = this.config.citizenIdHmacSecret;
    const idHash = nationalIdHmac(secret, nationalId);
    const citizen = await this.repo.findCitizenByNationalIdHmac(idHash);
    const expected = birthDateHmac(secret, idHash, birthDate);
    if (!citizen?.birthDateHmac || !sameHex(citizen.birthDateHmac, expected)) {
      throw new SignInFailedError('DEMOGRAPHICS_MISMATCH');
    }
    return citizen;
  }
}
