import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { Webhook } from 'standardwebhooks';
import { Inject } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Public } from '../common/auth/decorators';
import { RouteNotFoundError, ValidationFailedError } from '../common/errors/domain-error';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { agenciesConfig } from '../config/agencies.config';

export class SandboxAgencyBehaviourDto {
  /** The status the inbox answers: 200 (received), 500 (fails, retried) or 410 (gone: deliveries to it stop). */
  @ApiProperty({ enum: [200, 500, 410], example: 500 })
  @IsIn([200, 500, 410])
  answer: 200 | 500 | 410;
  /** Wait this long before answering (over 10000 the service gives up and retries). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 60000, example: 0, required: false })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(60_000)
  delay_ms?: number;
}

export class SandboxInboxItemDto {
  /** The event id (webhook-id). */
  id: string;
  type: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  received_at: string;
  /** Whether the Standard Webhooks signature verified with the agency's secret. */
  signature_valid: boolean;
  @ApiProperty({ type: 'object', additionalProperties: true })
  data: Record<string, unknown>;
}

export class SandboxInboxDto {
  /** Oldest first; the last 1000. */
  items: SandboxInboxItemDto[];
}

const notFound = () => new RouteNotFoundError('NOT_FOUND.sandbox_agency');

/**
 * The sandbox agency (DESIGN §15): stands in for every agency the templates name when AGENCIES_FILE is
 * unset, receiving deliveries over real HTTP and verifying their signatures as a real agency would.
 * QA can make it fail or slow down. Kept in memory by this replica.
 */
@ApiTags('Sandbox')
@Public()
@Controller('sandbox/agencies/:code')
export class SandboxAgencyController {
  private readonly inboxes = new Map<string, SandboxInboxItemDto[]>();
  private readonly behaviours = new Map<string, { answer: number; delay_ms: number }>();

  constructor(@Inject(agenciesConfig.KEY) private readonly config: ConfigType<typeof agenciesConfig>) {}

  private secrets(code: string): string[] {
    const agency = this.config.sandbox ? this.config.agencies?.get(code) : undefined;
    if (!agency) throw notFound();
    return agency.secrets;
  }

  /** Receives a delivery (CloudEvents JSON signed per Standard Webhooks), as an agency's endpoint does. */
  @ApiConsumes('application/cloudevents+json')
  @ApiBody({ schema: { type: 'object', additionalProperties: true } })
  @ApiResponse({ status: 200, description: 'Received (and kept once per event id), with no body.' })
  @ApiResponse({ status: 410, description: 'The behaviour switch makes this agency answer "gone".' })
  @ApiResponse({ status: 500, description: 'The behaviour switch makes this agency fail.' })
  @ApiProblemResponses(ValidationFailedError, RouteNotFoundError)
  @HttpCode(200)
  @Post('inbox')
  async receiveSandboxAgencyDelivery(
    @Param('code') code: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const secrets = this.secrets(code);
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    const headers = {
      'webhook-id': String(req.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
    };
    let event: { id?: string; type?: string; data?: Record<string, unknown> } = {};
    const valid = secrets.some((secret) => {
      try {
        event = new Webhook(secret).verify(body, headers) as typeof event;
        return true;
      } catch {
        return false;
      }
    });
    // Unsigned, or signed with another secret: refused, nothing kept (what an agency's endpoint does).
    if (!valid) throw new ValidationFailedError('VALIDATION_FAILED.signature');
    const behaviour = this.behaviours.get(code) ?? { answer: 200, delay_ms: 0 };
    if (behaviour.delay_ms) await new Promise((r) => setTimeout(r, behaviour.delay_ms));
    if (behaviour.answer === 200) {
      const inbox = this.inboxes.get(code) ?? [];
      // At least once: a retry of an event already received is acknowledged, not stored twice.
      if (!inbox.some((i) => i.id === headers['webhook-id'])) {
        inbox.push({
          id: headers['webhook-id'],
          type: String(event.type ?? ''),
          received_at: new Date().toISOString(),
          signature_valid: true,
          data: event.data ?? {},
        });
        if (inbox.length > 1000) inbox.shift();
        this.inboxes.set(code, inbox);
      }
    }
    res.status(behaviour.answer).end();
  }

  /** What this sandbox agency received: event id, type, whether the signature verified, and the data. */
  @ApiProblemResponses(RouteNotFoundError)
  @Get('inbox')
  listSandboxAgencyInbox(@Param('code') code: string): SandboxInboxDto {
    this.secrets(code);
    return { items: this.inboxes.get(code) ?? [] };
  }

  /** Makes this sandbox agency fail (500), go away (410) or slow down, to try retries from Swagger UI. */
  @ApiProblemResponses(ValidationFailedError, RouteNotFoundError)
  @HttpCode(200)
  @Put('behaviour')
  setSandboxAgencyBehaviour(
    @Param('code') code: string,
    @Body() dto: SandboxAgencyBehaviourDto,
  ): SandboxAgencyBehaviourDto {
    this.secrets(code);
    const behaviour = { answer: dto.answer, delay_ms: dto.delay_ms ?? 0 };
    this.behaviours.set(code, behaviour);
    return behaviour;
  }
}
