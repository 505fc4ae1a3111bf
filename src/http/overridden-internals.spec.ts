import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The packages whose private behaviour the kept framework overrides rely on (docs/decisions.md,
 * "Framework overrides"), at the versions that behaviour was reviewed on. An upgrade fails here on
 * purpose: review the override against the new version (its own spec exercises the behaviour), then
 * change both the exact pin in package.json and the version below.
 */
const REVIEWED: Record<string, { version: string; reliedOn: string }> = {
  '@nestjs/platform-express': {
    version: '11.2.10',
    reliedOn: 'ExpressAdapter.initHttpServer / reply (src/http/express-server.adapter.ts)',
  },
  express: {
    version: '5.2.1',
    reliedOn: 'app.request / app.response set as prototypes; res.json headers (express-server.adapter.ts)',
  },
  typeorm: {
    version: '1.1.1',
    reliedOn: "PostgresDriver.master is pg's Pool (src/database/pooled-reads.ts)",
  },
  pg: { version: '8.23.1', reliedOn: 'Pool.query with named statements (src/database/pooled-reads.ts)' },
};

const root = join(__dirname, '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

describe('packages whose internals the kept overrides rely on', () => {
  const declared = readJson(join(root, 'package.json')).dependencies as Record<string, string>;

  it.each(Object.entries(REVIEWED))(
    '%s is pinned exactly and installed at the reviewed version',
    (name, r) => {
      const installed = readJson(join(root, 'node_modules', name, 'package.json')).version;
      expect({ name, declared: declared[name], installed }).toEqual({
        name,
        declared: r.version,
        installed: r.version,
      });
    },
  );
});
