import { INestApplication } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { NextFunction, Request, Response } from 'express';
import { BEARER_SCHEME } from './common/auth/decorators';
import { ProblemDto } from './common/errors/problem.dto';
import { ALLOWED_METHODS_LOCAL } from './common/errors/problem.filter';
import { AllowedMethods } from './http/allowed-methods';
import { answerParserErrorsAsProblems } from './http/client-errors';
import { languageNegotiation } from './common/i18n/negotiation';
import { completeContract } from './http/contract';
import { corsMiddleware } from './http/cors';
import { sendProblem } from './common/errors/problem-response';
import { bodyParsing } from './http/body-parsing';
import { API_SECURITY_HEADERS, PAGE_SECURITY_HEADERS, securityHeaders } from './http/security-headers';
import { ShutdownState } from './common/lifecycle/shutdown';
import { ExpressServerAdapter } from './http/express-server.adapter';
import { type Middleware, ReadLane } from './http/read-lane';
import { journeyReadRoutes } from './journey/journey-read-lane';
import { JourneyService } from './journey/journey.service';
import { SessionGuard } from './auth/session.guard';
import { AppLogger, requestLogging } from './common/logging';
import { MetricsService } from './metrics/metrics.service';
import { appConfig } from './config/app.config';
import { httpConfig } from './config/http.config';
import { settingsOf } from './config/settings';

export const API_PREFIX = 'api/v1';
/** `/api/v1` for the interface; health probes and the sandbox providers stay outside it. */
export function applyGlobalPrefix(app: INestApplication): void {
  app.setGlobalPrefix(API_PREFIX, {
    exclude: ['health/live', 'health/ready', 'sandbox/{*path}'],
  });
}

/** The contract; `publicBaseUrl` (PUBLIC_BASE_URL) is listed as this deployment's server. */
export function buildOpenApiDocument(
  app: INestApplication,
  { publicBaseUrl }: { publicBaseUrl: string | undefined },
): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Citizen Journey Service')
    .setDescription(
      "Turns a citizen's stated situation into a persisted, versioned journey of milestones, questions and " +
        'required documents, behind strong sign-in and identity assurance. Every error is ' +
        '`application/problem+json` (RFC 9457) with a stable `code`.\n\n' +
        'To try it here: sign in through the **Sandbox** routes (get an exchange code, post it to ' +
        '`/api/v1/auth/sso/callback`), press **Authorize** with the `session_token`, then obtain HIGH ' +
        'assurance through the **Identity** routes.\n\n' +
        '**Cymraeg / Welsh:** every operation under `/api/v1` takes an `Accept-Language` parameter: set it to ' +
        '`cy` in "Try it out" and titles, plans and problem texts come in Welsh (codes and keys stay the same; ' +
        'the answer says `Content-Language: cy`). Or choose Welsh once for the signed-in citizen with ' +
        '`PUT /api/v1/me/preferences` `{"language": "cy"}`: answers without the parameter then come in Welsh.\n\n' +
        '**Headers on every answer** besides those each operation lists: ' +
        API_SECURITY_HEADERS.map(([name, value]) => `\`${name}: ${value}\``).join(', ') +
        " (pages under `/docs` and `/sandbox`: helmet's set, adding " +
        PAGE_SECURITY_HEADERS.map((name) => `\`${name}\``).join(', ') +
        "), CORS headers for the configured origins, and HTTP's own.",
    )
    .setVersion('1.0.0')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'opaque',
        description: 'The session_token from a sign-in completion (opaque, 43 base64url characters)',
      },
      BEARER_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ProblemDto],
  });
  completeContract(document, { publicBaseUrl });
  return document;
}

/** Everything main.ts and the e2e tests both need: prefix, parsers, headers, errors, contract, shutdown. */
export function configureApp(app: NestExpressApplication): OpenAPIObject {
  // The settings the app's ConfigModule loaded (src/config/settings.ts), not a second read of the environment.
  const config = settingsOf(app, appConfig);
  applyGlobalPrefix(app);
  app.disable('x-powered-by');
  // No ETag: hashing every JSON body costs CPU on each answer, and clients do not revalidate them.
  app.set('etag', false);
  // The middleware before the routes, in order; the read lane runs the same instances (below).
  const shutdown = app.get(ShutdownState);
  const prelude: Middleware[] = [
    requestLogging(app.get(AppLogger).pino),
    // The answer's language before anything can answer (DESIGN §17): problems are in it too.
    languageNegotiation(API_PREFIX),
    // While draining, every answer asks the client to open its next request elsewhere.
    (_req: Request, res: Response, next: NextFunction) => {
      if (shutdown.draining) res.setHeader('Connection', 'close');
      next();
    },
    securityHeaders(),
  ];
  for (const middleware of prelude) app.use(middleware);
  app.get(MetricsService).observe(app.getHttpServer());
  // Which X-Forwarded-For entries count for the client address (rate limits): TRUST_PROXY, none by default.
  app.set('trust proxy', config.trustProxy);
  const cors = corsMiddleware(settingsOf(app, httpConfig));
  if (cors) {
    app.use(`/${API_PREFIX}`, cors);
    prelude.push(cors);
  }
  app.use(bodyParsing(config.jsonBodyLimit));
  // Errors raised by the body parser never reach Nest's filter: answer them the same way here.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => sendProblem(err, req, res));
  answerParserErrorsAsProblems(app.getHttpServer());
  serveReadsInTheLane(app, prelude);
  const document = buildOpenApiDocument(app, config);
  app.getHttpAdapter().getInstance().locals[ALLOWED_METHODS_LOCAL] = new AllowedMethods(document);
  SwaggerModule.setup('docs', app, document, {
    jsonDocumentUrl: 'docs/openapi.json',
    swaggerOptions: { persistAuthorization: true, displayOperationId: true },
    customSiteTitle: 'Citizen Journey Service API',
  });
  return document;
}

/**
 * The read lane (src/http/read-lane.ts) for the journey list and plan, when the app runs on
 * ExpressServerAdapter's server: the same middleware instances, session guard, service calls and writers.
 */
function serveReadsInTheLane(app: NestExpressApplication, prelude: Middleware[]): void {
  const adapter = app.getHttpAdapter();
  if (!(adapter instanceof ExpressServerAdapter)) return;
  const guard = app.get(SessionGuard);
  const lane = new ReadLane(journeyReadRoutes(app.get(JourneyService), API_PREFIX), {
    prelude,
    authenticate: (req) => guard.authenticate(req),
    reply: (res, body) => adapter.reply(res, body, 200),
    refuse: sendProblem,
  });
  adapter.setReadLane(lane);
}
