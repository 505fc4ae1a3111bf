import { MiddlewareConsumer, Module, NestModule, OnModuleInit, RequestMethod } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ValidationFailedError } from '../common/errors/domain-error';
import { MAX_JSON_DEPTH, walkBody } from '../http/body-walk';
import { SandboxAgencyController } from './sandbox-agency.controller';
import { SandboxController } from './sandbox.controller';
import { SandboxLivenessStore } from './sandbox-liveness.store';
import { SandboxQrIssuer } from './sandbox-qr.issuer';
import { SANDBOX_SSO_PATH, SandboxSsoProvider } from './sandbox-sso.provider';
import { SandboxService } from './sandbox.service';

/**
 * Simulated providers (DESIGN §8), imported only with IDENTITY_PROVIDERS=sandbox. The OpenID Provider
 * is mounted under /sandbox/sso after Nest's own routes (so POST /sandbox/sso/exchange-codes stays a
 * Nest route); it parses its own bodies, so only the exchange-codes route gets the JSON parser here.
 */
@Module({
  controllers: [SandboxController, SandboxAgencyController],
  providers: [SandboxService, SandboxSsoProvider, SandboxLivenessStore, SandboxQrIssuer],
})
export class SandboxModule implements NestModule, OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly sso: SandboxSsoProvider,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    const json = express.json({ limit: '16kb' });
    // Like the service's own body parser: JSON nested deeper than a DTO needs would exhaust the
    // validators' recursion (a 500), so it is refused.
    const parse = (req: Request, res: Response, next: NextFunction) =>
      json(req, res, (error?: unknown) => {
        if (error) return next(error);
        if (walkBody(req).tooDeep)
          return next(
            new ValidationFailedError({
              id: 'VALIDATION_FAILED.too_deep',
              values: { depth: MAX_JSON_DEPTH },
            }),
          );
        next();
      });
    consumer
      .apply(parse)
      .forRoutes(
        { path: 'sandbox/sso/exchange-codes', method: RequestMethod.POST },
        { path: 'sandbox/agencies/:code/behaviour', method: RequestMethod.PUT },
      );
    // The agency inbox verifies the signature over the exact bytes received.
    consumer
      .apply(express.raw({ type: () => true, limit: '1mb' }))
      .forRoutes({ path: 'sandbox/agencies/:code/inbox', method: RequestMethod.POST });
  }

  onModuleInit(): void {
    this.adapterHost.httpAdapter?.use(SANDBOX_SSO_PATH, this.sso.handler());
  }
}
