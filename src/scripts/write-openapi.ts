/**
 * Writes the OpenAPI document to openapi/openapi.json from the built application, without a database
 * (Nest's preview mode builds the module graph without instantiating providers).
 * `--check` exits 1 when the committed file differs (CI's staleness check).
 */
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module';
import { applyGlobalPrefix, buildOpenApiDocument } from '../bootstrap';
import { readAppConfig } from '../config/app.config';

async function main(): Promise<void> {
  // The contract is always generated with the defaults a QA engineer runs (sandbox routes included).
  process.env.IDENTITY_PROVIDERS = 'sandbox';
  delete process.env.NODE_ENV;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  applyGlobalPrefix(app);
  // Nest's preview mode instantiates no provider, the settings namespaces included: read here.
  const document = buildOpenApiDocument(app, readAppConfig());
  const text = JSON.stringify(document, null, 2) + '\n';
  const file = join(__dirname, '..', '..', 'openapi', 'openapi.json');
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (committed !== text) {
      console.error('openapi/openapi.json is stale: run `npm run openapi` and commit the result.');
      process.exit(1);
    }
    console.log('openapi/openapi.json is up to date.');
  } else {
    writeFileSync(file, text);
    console.log(`Wrote ${file}`);
  }
  await app.close();
}

main().catch((error: unknown) => {
  console.error(`OpenAPI generation failed: ${(error as Error).message}`);
  process.exit(1);
});
