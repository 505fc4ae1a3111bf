import type { ModuleMetadata } from '@nestjs/common';
import type { AppConfig } from './config/app.config';
import { AgentModule } from './agent/agent.module';
import { AuthModule } from './auth/auth.module';
import { DeliveryModule } from './delivery/delivery.module';
import { JobQueueModule } from './job-queue/job-queue.module';
import { OfferModule } from './offer/offer.module';
import { IdentityModule } from './identity/identity.module';
import { IntentModule } from './intent/intent.module';
import { JourneyModule } from './journey/journey.module';
import { PrivacyModule } from './privacy/privacy.module';
import { VaultModule } from './vault/vault.module';
import { withLibraryWarningsCaptured } from './common/logging';

/**
 * The feature modules. Kept apart from app.module.ts so the foundation (config, database, errors,
 * logging, health, templates) reads on its own; their settings are listed in config/settings.ts.
 */
export function featureModules(app: AppConfig): NonNullable<ModuleMetadata['imports']> {
  return [
    AuthModule,
    IdentityModule,
    IntentModule,
    JourneyModule,
    JobQueueModule,
    DeliveryModule,
    OfferModule,
    VaultModule,
    AgentModule,
    PrivacyModule,
    // Simulated providers exist only in sandbox mode: with IDENTITY_PROVIDERS=live (always in
    // production) their code, the embedded OpenID Provider included, is never even loaded.
    ...(app.identityProviders === 'sandbox' ? [loadSandboxModule()] : []),
  ];
}

function loadSandboxModule(): NonNullable<ModuleMetadata['imports']>[number] {
  return withLibraryWarningsCaptured(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    () => (require('./sandbox/sandbox.module') as typeof import('./sandbox/sandbox.module')).SandboxModule,
  );
}
