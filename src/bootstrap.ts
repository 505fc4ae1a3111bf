import { INestApplication } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { BEARER_SCHEME } from './common/auth/decorators';
import { UnsupportedMediaTypeError, ValidationFailedError } from './common/errors/domain-error';
import { ProblemDto } from './common/errors/problem.dto';
import { ALLOWED_METHODS_LOCAL } from './common/errors/problem.filter';
import { AllowedMethods } from './common/http/allowed-methods';
import { answerParserErrorsAsProblems } from './common/http/client-errors';
import { languageNegotiation } from './common/i18n/negotiation';
import { completeContract } from './common/http/contract';
import { corsMiddleware } from './common/http/cors';
import { sendProblem } from './common/errors/problem-response';
import { MAX_JSON_DEPTH, walkBody } from './common/http/body-walk';
import { ShutdownState } from './common/lifecycle/shutdown';
import { AppLogger, requestLogging } from './common/logging';
import { MetricsService } from './metrics/metrics.service';
import { appConfig } from './config/app.config';
import { httpConfig } from './config/http.config';
import { settingsOf } from './config/settings';

export const API_PREFIX = 'api/v1';
/** Body types any route accepts: JSON everywhere, multipart for vault uploads. */
const BODY_TYPES = ['application/json', 'application/*+json', 'multipart/form-data'];

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Paths that serve HTML pages. */
const PAGE_PATHS = ['/docs', '/sandbox'];

/** JSON answers: nothing may cache, run, frame or sniff them (OWASP REST Security Cheat Sheet). */
const API_SECURITY_HEADERS: [string, string][] = [
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** Paths whose bodies are parsed by a mounted component of their own (the sandbox OpenID Provider). */
// The sandbox agency inbox verifies signatures over the exact bytes it received.
const OWN_BODY_PARSING = ['/sandbox/sso', '/sandbox/agencies/'];

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
        '`PUT /api/v1/me/preferences` `{"language": "cy"}`: answers without the parameter then come in Welsh.',
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
  app.use(requestLogging(app.get(AppLogger).pino));
  // The answer's language before anything can answer (DESIGN §17): problems are in it too.
  app.use(languageNegotiation(API_PREFIX));
  app.get(MetricsService).observe(app.getHttpServer());
  // While draining, every answer asks the client to open its next request elsewhere.
  const shutdown = app.get(ShutdownState);
  app.use((_req: Request, res: Response, next: NextFunction) => {
    if (shutdown.draining) res.setHeader('Connection', 'close');
    next();
  });
  // Which X-Forwarded-For entries count for the client address (rate limits): TRUST_PROXY, none by default.
  app.set('trust proxy', config.trustProxy);
  // Pages (Swagger UI, the sandbox provider's screens) get helmet's full set; JSON answers get the
  // headers OWASP's REST guidance asks for, set in one pass (helmet's twelve cost ~10 % of a list).
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      // Swagger UI needs its inline bootstrap and data: images. No upgrade-insecure-requests: QA
      // environments behind plain http would see Swagger UI's "Try it out" calls upgraded and fail.
      directives: {
        'script-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (PAGE_PATHS.some((p) => req.path.startsWith(p))) return pageHeaders(req, res, next);
    for (const [name, value] of API_SECURITY_HEADERS) res.setHeader(name, value);
    next();
  });

  const cors = corsMiddleware(settingsOf(app, httpConfig));
  if (cors) app.use(`/${API_PREFIX}`, cors);

  const json = express.json({
    limit: config.jsonBodyLimit,
    type: ['application/json', 'application/*+json'],
  });
  // Bodies, in one pass that requests without a body skip: a body of another type (text/plain, form
  // data …) is 415, not a confusing validation error; JSON is parsed (size limit, 400 when malformed);
  // JSON nested deeper than any DTO needs would exhaust the validators' recursion, so it is refused.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req) || OWN_BODY_PARSING.some((p) => req.path.startsWith(p))) return next();
    if (!req.is(BODY_TYPES)) {
      return next(new UnsupportedMediaTypeError('UNSUPPORTED_MEDIA_TYPE.json_only'));
    }
    // Uploads are read as they arrive: a compressed multipart body cannot be, so it is refused.
    const encoding = req.headers['content-encoding'];
    if (encoding && encoding.trim().toLowerCase() !== 'identity' && req.is('multipart/form-data')) {
      return next(new UnsupportedMediaTypeError('UNSUPPORTED_MEDIA_TYPE.upload_encoding'));
    }
    json(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (walkBody(req).tooDeep) {
        return next(
          new ValidationFailedError({ id: 'VALIDATION_FAILED.too_deep', values: { depth: MAX_JSON_DEPTH } }),
        );
      }
      next();
    });
  });
  // Errors raised by the body parser never reach Nest's filter: answer them the same way here.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => sendProblem(err, req, res));
  answerParserErrorsAsProblems(app.getHttpServer());
  const document = buildOpenApiDocument(app, config);
  app.getHttpAdapter().getInstance().locals[ALLOWED_METHODS_LOCAL] = new AllowedMethods(document);
  SwaggerModule.setup('docs', app, document, {
    jsonDocumentUrl: 'docs/openapi.json',
    swaggerOptions: { persistAuthorization: true, displayOperationId: true },
    customSiteTitle: 'Citizen Journey Service API',
  });
  return document;
}
