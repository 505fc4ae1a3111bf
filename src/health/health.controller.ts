import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { Public } from '../common/auth/decorators';
import { DatabaseUnavailableError, ShuttingDownError } from '../common/errors/domain-error';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { HealthDto } from './dto/health.dto';
import { ShutdownState } from '../common/lifecycle/shutdown';
import { DatabaseProbe } from './database-probe';

/** Kubernetes probes, outside /api/v1. */
@ApiTags('Health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly database: DatabaseProbe,
    private readonly shutdown: ShutdownState,
  ) {}

  /** Liveness: the process is up and serving HTTP. */
  @ApiOperation({ operationId: 'healthLive' })
  @ApiOkResponse({ type: HealthDto, description: 'The process is up' })
  @Get('live')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  live() {
    return this.health.check([]);
  }

  /**
   * Readiness: the database answers and the replica is not shutting down (after SIGTERM it answers
   * 503 for SHUTDOWN_DRAIN while still serving other requests). 503 SERVICE_UNAVAILABLE otherwise,
   * with Retry-After. The database is pinged on a connection of its own, never through the request
   * pool: a busy replica stays ready (DESIGN §18).
   */
  @ApiOperation({ operationId: 'healthReady' })
  @ApiOkResponse({ type: HealthDto, description: 'The replica serves: send it traffic' })
  @ApiProblemResponses(ShuttingDownError, DatabaseUnavailableError)
  @Get('ready')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  async ready() {
    if (this.shutdown.draining) throw new ShuttingDownError();
    await this.database.ping();
    return this.health.check([() => this.indicator.check('database').up()]);
  }
}
