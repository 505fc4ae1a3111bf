import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  DECLARED_ERRORS,
  DatabaseUnavailableError,
  ErrorClass,
  HeadersTooLargeError,
  PayloadTooLargeError,
  RateLimitedError,
  UnsupportedMediaTypeError,
  ValidationFailedError,
} from '../common/errors/domain-error';
import { CITIZEN_WRITE_METHODS } from './write-methods';
import { HTTP_CODES } from '../common/errors/problem-response';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../common/i18n/locales';
import { PROBLEM_CONTENT_TYPE } from '../common/errors/problem.dto';
import { PROBLEM_HEADERS, problemResponse, RATE_LIMIT_HEADERS } from './api-problem-responses.decorator';

/** Tags in the order a newcomer uses them (Sandbox first: it is how one signs in to try the API). */
export const TAGS: { name: string; description: string }[] = [
  {
    name: 'Sandbox',
    description: 'Simulated government SSO, verification provider and QR issuer (sandbox mode only)',
  },
  { name: 'Auth', description: 'Sign-in (SSO, or a consented challenge with face liveness) and the session' },
  { name: 'Identity', description: 'HIGH identity assurance through a purpose-bound face liveness check' },
  {
    name: 'Intents',
    description: "A citizen's stated situation, assessed against the supported life events",
  },
  { name: 'Journeys', description: 'Journeys of milestones, questions and required documents' },
  {
    name: 'Sharing',
    description: 'Tell us once: which agencies a journey tells, with your consent, and who was told when',
  },
  { name: 'Offers', description: 'Journeys offered because of another one; nothing starts until you accept' },
  { name: 'Vault', description: "The citizen's documents, and what journeys see of them" },
  { name: 'Agent', description: 'Questions about a journey, answered by the journey agent' },
  { name: 'Workflows', description: 'The supported life events' },
  {
    name: 'Your data',
    description: 'Everything the service holds about the signed-in citizen: export it, or have it erased',
  },
  { name: 'Health', description: 'Probes for the orchestrator (outside /api/v1)' },
];

const METHODS_WITH_BODY = new Set(['post', 'put', 'patch']);

/** Operations that never reach the database. */
const NO_DATABASE = new Set(['healthLive', 'getSandboxQrKeys', 'startSso']);

export interface ContractOptions {
  publicBaseUrl?: string;
}

/** Adds the answers of one error class to an operation, merging its code into the status already documented. */
export function addProblem(operation: OperationObject, error: ErrorClass): void {
  const key = String(error.status);
  const existing = operation.responses[key] as ResponseObject | undefined;
  const schema = existing?.content?.[PROBLEM_CONTENT_TYPE]?.schema as SchemaObject | undefined;
  const codeEnum = (schema?.allOf?.[1] as SchemaObject | undefined)?.properties?.code as
    SchemaObject | undefined;
  if (!existing || !codeEnum?.enum) {
    operation.responses[key] = problemResponse(error.status, [error]);
    return;
  }
  if (!codeEnum.enum.includes(error.code)) {
    codeEnum.enum.push(error.code);
    existing.description = `${existing.description}; ${error.code}: ${error.title}`;
  }
  for (const name of error.headerNames) {
    existing.headers = {
      ...existing.headers,
      [name]: PROBLEM_HEADERS[name] ?? { schema: { type: 'string' } },
    };
  }
}

function splitSummary(operation: OperationObject): void {
  const text = (operation.summary ?? operation.description ?? '').trim();
  if (!text) return;
  const first = /^(.+?[.:])(\s|$)/s.exec(text)?.[1] ?? text;
  const summary = first.replace(/[.:]$/, '').replace(/\s+/g, ' ');
  operation.summary = summary.length > 100 ? `${summary.slice(0, 97)}…` : summary;
  operation.description = operation.description ?? text;
}

/**
 * What the decorators cannot say per route, written once here (DESIGN §10): servers, tag order,
 * summaries, the X-Request-Id every answer carries, and the answers the HTTP layer gives any route
 * (a body too large or of another type, malformed JSON, the database down).
 */
export function completeContract(document: OpenAPIObject, options: ContractOptions): void {
  document.info.license = { name: 'UNLICENSED' };
  document.servers = [
    options.publicBaseUrl
      ? { url: options.publicBaseUrl.replace(/\/$/, ''), description: 'This deployment' }
      : { url: '/', description: 'The server serving this document' },
  ];
  orderByTag(document);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, OperationObject>)) {
      splitSummary(operation);
      // A public operation says so explicitly (no security requirement), rather than by omission.
      operation.security ??= [];
      addSharedProblems(operation, method);
      addSharedHeaders(operation, path);
    }
  }
  declareSharedComponents(document);
  listProblemCodes(document);
  shareRepeatedProblems(document);
}

/** The tags in use, in TAGS' order, and the paths ordered by their first operation's tag. */
function orderByTag(document: OpenAPIObject): void {
  const used = new Set(
    Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, OperationObject>).flatMap((op) => op.tags ?? []),
    ),
  );
  document.tags = TAGS.filter((t) => used.has(t.name));
  const sorted: OpenAPIObject['paths'] = {};
  const rank = (path: string) => {
    const op = Object.values(document.paths[path] as Record<string, OperationObject>)[0];
    const index = TAGS.findIndex((t) => t.name === op?.tags?.[0]);
    return index < 0 ? TAGS.length : index;
  };
  for (const path of Object.keys(document.paths).sort((a, b) => rank(a) - rank(b))) {
    sorted[path] = document.paths[path];
  }
  document.paths = sorted;
}

/** The problems the HTTP layer can answer on any route of this kind, whatever the route does. */
function addSharedProblems(operation: OperationObject, method: string): void {
  if (METHODS_WITH_BODY.has(method)) {
    addProblem(operation, ValidationFailedError);
    addProblem(operation, PayloadTooLargeError);
    addProblem(operation, UnsupportedMediaTypeError);
  }
  // The per-citizen write limit (a global guard) counts every authenticated write.
  if (operation.security?.length && CITIZEN_WRITE_METHODS.has(method.toUpperCase())) {
    addProblem(operation, RateLimitedError);
  }
  if (!NO_DATABASE.has(operation.operationId ?? '')) addProblem(operation, DatabaseUnavailableError);
  // Any request can carry headers too large to read: Node answers 431 before a route is chosen.
  addProblem(operation, HeadersTooLargeError);
}

/** Accept-Language on the interface, and the headers every answer of the operation carries. */
function addSharedHeaders(operation: OperationObject, path: string): void {
  const limited = operation.responses['429'] !== undefined;
  const idempotent = (operation.parameters ?? []).some((p) => 'name' in p && p.name === 'Idempotency-Key');
  // The interface answers in the language asked for (DESIGN §17); probes and the sandbox in English.
  if (path.startsWith('/api/'))
    operation.parameters = [
      ...(operation.parameters ?? []),
      { $ref: '#/components/parameters/Accept-Language' },
    ];
  for (const [status, response] of Object.entries(operation.responses) as [string, ResponseObject][]) {
    response.headers = {
      'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
      'Content-Language': { $ref: '#/components/headers/Content-Language' },
      Vary: { $ref: '#/components/headers/Vary' },
      ...(idempotent && status.startsWith('2')
        ? { 'Idempotent-Replayed': { $ref: '#/components/headers/Idempotent-Replayed' } }
        : {}),
      // A rate-limited operation tells the limit and what is left of it on every answer its limit
      // counted (all but a 431, which Node gives before any route runs).
      ...(limited && status !== '431' ? RATE_LIMIT_HEADERS : {}),
      ...response.headers,
    };
  }
}

/** The parameter and headers the operations refer to. */
function declareSharedComponents(document: OpenAPIObject): void {
  document.components = {
    ...document.components,
    parameters: {
      ...document.components?.parameters,
      'Accept-Language': {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description:
          `The language of the answer (RFC 9110 negotiation among ${SUPPORTED_LOCALES.map((l) => `\`${l}\``).join(', ')}; ` +
          '`cy` is Welsh / Cymraeg). Titles, plans, offers, sharing purposes and problem titles and details come in ' +
          'it; codes, keys, enum values and numbers never change. Without a supported language here, a signed-in ' +
          `citizen's stored preference (\`PUT /api/v1/me/preferences\`) applies, else \`${DEFAULT_LOCALE}\`.`,
        schema: { type: 'string', example: 'cy' },
      },
    },
    headers: {
      ...document.components?.headers,
      'Content-Language': {
        description: 'The language of the answer (DESIGN §17)',
        schema: { type: 'string', enum: [...SUPPORTED_LOCALES] },
      },
      Vary: {
        description: 'Answers vary with Accept-Language (caches keep one copy per language)',
        schema: { type: 'string', example: 'Accept-Language' },
      },
      'Idempotent-Replayed': {
        description:
          '`true` when this answer is the stored answer of an earlier request with the same Idempotency-Key',
        schema: { type: 'string', enum: ['true'] },
      },
      'X-Request-Id': {
        description:
          "Correlates the answer with the service's logs (the caller's own id when it sent a sane one)",
        schema: { type: 'string', example: '3f1c2a9e-6b1d-4f5e-9a3b-2c7d8e9f0a1b' },
      },
    },
  };
}

/**
 * A problem answer documented identically on several operations (a 431, a 503, the 400 of a
 * malformed body …) is declared once in `components/responses` and referred to, named after its
 * codes (`DatabaseUnavailable`, `NotFoundOrForbidden` …): readers and generated clients see one
 * definition instead of hundreds of copies. An answer of one operation alone stays inline.
 */
function shareRepeatedProblems(document: OpenAPIObject): void {
  const uses = new Map<string, { response: ResponseObject; at: Record<string, unknown>[] }>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, OperationObject>)) {
      for (const [status, response] of Object.entries(operation.responses) as [string, ResponseObject][]) {
        if (!response.content?.[PROBLEM_CONTENT_TYPE]) continue;
        const key = `${status} ${JSON.stringify(response)}`;
        const use = uses.get(key) ?? { response, at: [] };
        use.at.push(operation.responses);
        uses.set(key, use);
      }
    }
  }
  const shared: Record<string, ResponseObject> = {};
  for (const [key, { response, at }] of uses) {
    if (at.length < 2) continue;
    const status = key.slice(0, key.indexOf(' '));
    const schema = response.content?.[PROBLEM_CONTENT_TYPE]?.schema as SchemaObject;
    const codes = ((schema.allOf?.[1] as SchemaObject).properties?.code as SchemaObject).enum as string[];
    const base = codes
      .map((c) => c.toLowerCase().replace(/(^|_)([a-z])/g, (_m, _u, l: string) => l.toUpperCase()))
      .join('Or');
    // The same codes with other headers (a rate-limited operation's answers tell the limit).
    const extra =
      status !== '429' && Object.keys(response.headers ?? {}).some((h) => h in RATE_LIMIT_HEADERS)
        ? 'WithRateLimit'
        : '';
    let name = `${base}${extra}`;
    for (let n = 2; shared[name]; n++) name = `${base}${extra}${n}`;
    shared[name] = response;
    for (const responses of at) responses[status] = { $ref: `#/components/responses/${name}` };
  }
  document.components = {
    ...document.components,
    responses: { ...document.components?.responses, ...shared },
  };
}

/** Every problem code the service can answer, listed in ProblemDto's `code`. */
function listProblemCodes(document: OpenAPIObject): void {
  const problem = document.components?.schemas?.ProblemDto as SchemaObject | undefined;
  const code = problem?.properties?.code as SchemaObject | undefined;
  if (code) {
    code.enum = [
      ...new Set([
        ...DECLARED_ERRORS.map((e) => e.code),
        ...Object.values(HTTP_CODES).map(([c]) => c),
        'REQUEST_REJECTED',
      ]),
    ];
  }
}
