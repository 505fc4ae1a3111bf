import { Controller, Delete, Get, HttpCode } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReqMeta, RequestMeta } from '../auth/request-meta';
import { AuthenticatedCitizen, CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated } from '../common/auth/decorators';
import { RateLimitedError } from '../common/errors/domain-error';
import { DocumentStorageUnavailableError } from '../vault/vault.errors';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { CitizenExportDto } from './dto/citizen-export.dto';
import { PrivacyService } from './privacy.service';

/** The citizen's own data (DESIGN §12): see it all, take it away, have it erased. Needs a current HIGH assurance. */
@ApiTags('Your data')
@Authenticated({ assurance: 'HIGH' })
@Controller('me')
export class MeController {
  constructor(private readonly privacy: PrivacyService) {}

  /** Everything the service holds about you, as JSON (GDPR articles 15 and 20). */
  @ApiOperation({ operationId: 'exportMyData' })
  @ApiProblemResponses(RateLimitedError)
  @Get('export')
  export(@CurrentCitizen() citizen: AuthenticatedCitizen): Promise<CitizenExportDto> {
    return this.privacy.export(citizen.citizenId);
  }

  /**
   * Erases you (GDPR article 17): your journeys, intents, documents (and their stored files),
   * conversations and sessions. Your token stops working at once; signing in again starts a new,
   * empty account. Audit records keep only their hashes. If document storage fails halfway the answer
   * is 503 and calling again finishes the job.
   */
  @ApiOperation({ operationId: 'eraseMe' })
  @ApiProblemResponses(RateLimitedError, DocumentStorageUnavailableError)
  @HttpCode(204)
  @Delete()
  async erase(@CurrentCitizen() citizen: AuthenticatedCitizen, @ReqMeta() meta: RequestMeta): Promise<void> {
    await this.privacy.erase(citizen.citizenId, meta);
  }
}
