import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { appConfig } from '../config/app.config';

/**
 * This service's own origin: PUBLIC_BASE_URL when set, else the loopback address it actually listens
 * on (known only after listen, so tests on port 0 work). Sandbox provider clients reach the sandbox here.
 */
@Injectable()
export class ServiceUrl {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  origin(): string {
    if (this.app.publicBaseUrl) return this.app.publicBaseUrl.replace(/\/$/, '');
    const address = this.adapterHost.httpAdapter?.getHttpServer()?.address() as AddressInfo | string | null;
    const port = address && typeof address === 'object' ? address.port : this.app.port;
    return `http://127.0.0.1:${port}`;
  }
}
