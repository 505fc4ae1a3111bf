import type { OpenAPIObject } from '@nestjs/swagger';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * The methods each documented path serves, read from the OpenAPI document: a known path asked with
 * another method answers 405 with `Allow` (DESIGN §10). Consulted only when no route matched.
 */
export class AllowedMethods {
  private readonly routes: { pattern: RegExp; allow: string }[];

  constructor(document: Pick<OpenAPIObject, 'paths'>) {
    this.routes = Object.entries(document.paths).map(([path, item]) => {
      const methods = METHODS.filter((m) => (item as Record<string, unknown>)[m]).map((m) => m.toUpperCase());
      if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
      const source = path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      return { pattern: new RegExp(`^${source}/?$`), allow: methods.join(', ') };
    });
  }

  /** The `Allow` header value for this path, or `undefined` when no documented path matches it. */
  allowFor(path: string): string | undefined {
    return this.routes.find((r) => r.pattern.test(path))?.allow;
  }
}
