import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/decorators';
import { RouteNotFoundError, ValidationFailedError } from '../common/errors/domain-error';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { UuidOr404 } from '../http/uuid-param.pipe';
import { ExchangeCodeDto } from './dto/exchange-code.dto';
import { ProviderLivenessSessionDto } from './dto/provider-liveness-session.dto';
import { QrCodeDto } from './dto/qr-code.dto';
import { RecordLivenessResultDto } from './dto/record-liveness-result.dto';
import { SandboxCitizenDto } from './dto/sandbox-citizen.dto';
import { SandboxService } from './sandbox.service';

const notFound = () => new RouteNotFoundError('NOT_FOUND.liveness_reference');

/**
 * Simulated identity providers for QA, local runs and tests (IDENTITY_PROVIDERS=sandbox only).
 * Sign in from Swagger UI: create an exchange code here, post it to /api/v1/auth/sso/callback, press
 * Authorize with the session_token. For HIGH assurance: POST /api/v1/identity/liveness/session, record
 * PASS here for its assurance_id, then POST /api/v1/identity/verify.
 */
@ApiTags('Sandbox')
@Public()
@Controller('sandbox')
export class SandboxController {
  constructor(private readonly sandbox: SandboxService) {}

  /** Simulated government SSO: a one-time exchange code (5 minutes) for any test citizen. */
  @ApiProblemResponses(ValidationFailedError)
  @Post('sso/exchange-codes')
  createSandboxExchangeCode(@Body() dto: SandboxCitizenDto): Promise<ExchangeCodeDto> {
    return this.sandbox.createExchangeCode(dto);
  }

  /**
   * Simulated verification provider: the face capture for `reference` (a challenge_id or an
   * assurance_id) finished with this outcome.
   */
  @ApiProblemResponses(ValidationFailedError, RouteNotFoundError)
  @HttpCode(204)
  @Post('liveness/:reference/result')
  recordSandboxLivenessResult(
    @Param('reference', new UuidOr404(notFound)) reference: string,
    @Body() dto: RecordLivenessResultDto,
  ): void {
    this.sandbox.recordLivenessResult(reference, dto.outcome);
  }

  /** Provider API the service itself calls (Bearer = the verification client secret); not for clients. */
  @ApiExcludeEndpoint()
  @Get('liveness/sessions/:reference')
  getSandboxLivenessSession(
    @Param('reference', new UuidOr404(notFound)) reference: string,
    @Headers('authorization') authorization: string | undefined,
  ): ProviderLivenessSessionDto {
    return this.sandbox.livenessSession(reference, authorization);
  }

  /** Sandbox QR issuer: a signed QR payload (10 minutes) for any test citizen. */
  @ApiProblemResponses(ValidationFailedError)
  @Post('qr-codes')
  createSandboxQrCode(@Body() dto: SandboxCitizenDto): Promise<QrCodeDto> {
    return this.sandbox.createQrCode(dto);
  }

  /** The sandbox QR issuer's public keys (trusted only in sandbox mode). */
  @Get('qr-codes/jwks.json')
  getSandboxQrKeys(): Promise<object> {
    return this.sandbox.qrKeys();
  }
}
