import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { API_SECURITY_HEADERS, PAGE_SECURITY_HEADERS } from '../../src/http/security-headers';

/**
 * Every answer the e2e suites receive through the app factory's `http` is checked against
 * openapi/openapi.json (DESIGN §10): the status is documented for the operation (path template +
 * method), the content type is one the operation declares, and the body validates against its schema
 * (ajv on the document's components, OpenAPI 3.0 `nullable` honoured). A mismatch fails the request's
 * promise, so the test fails. Answers to paths the contract does not serve (unknown routes, a wrong
 * method) must still be problem+json.
 */
type Json = Record<string, unknown>;
type Header = { $ref?: string; required?: boolean; schema?: Json };
interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  params: number;
  operationId: string;
  responses: Record<
    string,
    { headers?: Record<string, Header>; content?: Record<string, { schema?: Json }> }
  >;
}

/**
 * Headers every answer may carry without each operation listing them: HTTP's own framing and
 * caching, CORS, and the security headers of every JSON answer and pages' (named in the document's
 * description, src/http/security-headers.ts).
 */
const TRANSPORT_HEADERS = new Set([
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'content-encoding',
  'transfer-encoding',
  'date',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
  ...API_SECURITY_HEADERS.map(([name]) => name.toLowerCase()),
  ...PAGE_SECURITY_HEADERS.map((name) => name.toLowerCase()),
]);

const DOCUMENT_PATH = join(__dirname, '../../openapi/openapi.json');
/** Where each Jest worker adds the number of answers it checked; the global teardown prints the sum. */
export const CONTRACT_COUNT_FILE = 'CONTRACT_CHECK_COUNT_FILE';

/** OpenAPI 3.0 `nullable: true` as JSON Schema: the schema, or null. */
function nullableToJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableToJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) out[k] = nullableToJsonSchema(v);
  if (out.nullable === true) {
    delete out.nullable;
    const { description, ...rest } = out;
    return { ...(description ? { description } : {}), anyOf: [rest, { type: 'null' }] };
  }
  return out;
}

class ContractValidator {
  private readonly operations: Operation[] = [];
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly sharedHeaders: Record<string, Header>;
  checked = 0;

  constructor(document: Json) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    const components = nullableToJsonSchema((document.components as Json).schemas) as Json;
    this.ajv.addSchema({ $id: 'openapi', components: { schemas: components } });
    this.sharedHeaders = ((document.components as Json).headers ?? {}) as Record<string, Header>;
    // A problem answer shared by several operations is a reference to `components/responses`.
    const shared = ((document.components as Json).responses ?? {}) as Record<string, Json>;
    const resolve = (responses: Record<string, Json>) =>
      Object.fromEntries(
        Object.entries(responses).map(([status, r]) => [
          status,
          typeof r.$ref === 'string' ? shared[r.$ref.replace('#/components/responses/', '')] : r,
        ]),
      ) as Operation['responses'];
    for (const [template, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
      for (const [method, op] of Object.entries(item)) {
        const source = template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+');
        this.operations.push({
          method,
          template,
          pattern: new RegExp(`^${source}$`),
          params: (template.match(/\{/g) ?? []).length,
          operationId: op.operationId as string,
          responses: resolve(op.responses as Record<string, Json>),
        });
      }
    }
    // A literal segment wins over a parameter (`/journeys/from-intent/…` before `/journeys/{id}/…`).
    this.operations.sort((a, b) => a.params - b.params);
  }

  private validator(schema: Json): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      const rewritten = JSON.parse(key.replace(/"#\/components\//g, '"openapi#/components/')) as Json;
      validate = this.ajv.compile(nullableToJsonSchema(rewritten) as Json);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** The problems of one answer (empty when it honours the contract). */
  check(method: string, url: string, res: Response, served: Set<string>): string[] {
    const path = new URL(url, 'http://localhost').pathname;
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    const where = `${method.toUpperCase()} ${path} → ${res.status}`;
    this.checked++;
    if (res.status >= 500 && res.status !== 503)
      return [`${where}: a ${res.status} is never part of the contract`];
    const onPath = this.operations.filter((o) => o.pattern.test(path));
    const operation = onPath.find(
      (o) => o.method === method.toLowerCase() && served.has(`${o.method} ${o.template}`),
    );
    if (!operation) {
      // Not an operation this app serves (unknown path, wrong method, CORS preflight, HEAD, the
      // sandbox routes in live mode). The mounted sandbox OpenID Provider answers OAuth's own errors.
      if (res.status < 400 || method.toLowerCase() === 'head' || path.startsWith('/sandbox/sso/')) return [];
      if (type !== 'application/problem+json') return [`${where}: not problem+json (${type})`];
      return this.schemaProblems(where, { $ref: '#/components/schemas/ProblemDto' }, res.body);
    }
    const documented = operation.responses[String(res.status)] ?? operation.responses.default;
    if (!documented) {
      return [
        `${where}: status ${res.status} is not documented for ${operation.operationId} ` +
          `(documented: ${Object.keys(operation.responses).join(', ')}; body ${JSON.stringify(res.body)})`,
      ];
    }
    const headerProblems = this.headerProblems(
      `${where} (${operation.operationId})`,
      documented.headers ?? {},
      res,
    );
    if (headerProblems.length) return headerProblems;
    const content = documented.content;
    if (!content) {
      const empty = res.status === 204 || res.status === 304 || !res.text;
      return empty ? [] : [`${where}: ${operation.operationId} documents no body, got ${type}`];
    }
    if (method.toLowerCase() === 'head') return [];
    const media = content[type];
    if (!media) return [`${where}: content type ${type} not among ${Object.keys(content).join(', ')}`];
    if (!media.schema || !/json$/.test(type)) return [];
    return this.schemaProblems(`${where} (${operation.operationId})`, media.schema, res.body);
  }

  /**
   * Every header sent is documented for this status (or is HTTP's own, CORS or a security header),
   * every documented header marked required is sent, and each documented header's value matches its
   * schema (a number where it says integer, one of its enum …).
   */
  private headerProblems(where: string, documented: Record<string, Header>, res: Response): string[] {
    const problems: string[] = [];
    const byName = new Map<string, Header>();
    for (const [name, header] of Object.entries(documented)) {
      const resolved = header.$ref
        ? this.sharedHeaders[header.$ref.replace('#/components/headers/', '')]
        : header;
      byName.set(name.toLowerCase(), resolved);
    }
    for (const [name, value] of Object.entries(res.headers as Record<string, string | string[]>)) {
      const header = byName.get(name);
      if (!header) {
        if (!TRANSPORT_HEADERS.has(name)) problems.push(`${where}: header ${name} is not documented`);
        continue;
      }
      if (!header.schema) continue;
      const text = Array.isArray(value) ? value.join(', ') : value;
      const typed = header.schema.type === 'integer' && /^-?\d+$/.test(text) ? Number(text) : text;
      const validate = this.validator(header.schema);
      if (!validate(typed)) {
        problems.push(
          `${where}: header ${name}: ${JSON.stringify(text)} ${this.ajv.errorsText(validate.errors)}`,
        );
      }
    }
    for (const [name, header] of byName) {
      if (header.required && res.headers[name] === undefined)
        problems.push(`${where}: header ${name} is missing`);
    }
    return problems;
  }

  private schemaProblems(where: string, schema: Json, body: unknown): string[] {
    const validate = this.validator(schema);
    if (validate(body)) return [];
    return [
      `${where}: body does not match the contract: ${this.ajv.errorsText(validate.errors)}; body ${JSON.stringify(body)}`,
    ];
  }
}

let shared: ContractValidator | undefined;
function validator(): ContractValidator {
  shared ??= new ContractValidator(JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as Json);
  return shared;
}

/** Adds this worker's count to the run's counter file (read by the global teardown). */
export function flushContractCount(): void {
  const file = process.env[CONTRACT_COUNT_FILE];
  if (!file || !shared?.checked) return;
  appendFileSync(file, `${shared.checked}\n`);
  shared.checked = 0;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * The agent with every request's answer checked against the contract before the test sees it.
 * `served` is the document the app under test builds: an operation it does not serve (the sandbox in
 * live mode) is treated as an unknown path.
 */
export function contractChecked(agent: TestAgent, served: { paths: object }): TestAgent {
  const operations = new Set(
    Object.entries(served.paths).flatMap(([template, item]) =>
      Object.keys(item as object).map((method) => `${method} ${template}`),
    ),
  );
  return new Proxy(agent, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== 'string' || !(METHODS as readonly string[]).includes(property)) return value;
      return (url: string, ...rest: unknown[]) => {
        const test = (value as (u: string, ...r: unknown[]) => ReturnType<TestAgent['get']>).call(
          target,
          url,
          ...rest,
        );
        const then = test.then.bind(test);
        test.then = ((onFulfilled, onRejected) =>
          then((res: Response) => {
            const problems = validator().check(property, test.url, res, operations);
            if (problems.length) throw new Error(`Contract mismatch:\n${problems.join('\n')}`);
            return res;
          }).then(onFulfilled, onRejected)) as typeof test.then;
        return test;
      };
    },
  });
}
