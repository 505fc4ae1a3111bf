import { MiddlewareConsumer, Module, NestModule, OnModuleInit, RequestMethod } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express from 'express';
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
    consumer
      .apply(express.json({ limit: '16kb' }))
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
