import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/**
 * The data-access rule (docs/data-access.md) as a check. A module's queries live in its
 * `*.repository.ts`. Any other file of src/ that holds the DataSource, sends a statement or carries
 * a literal SQL statement is listed here with why, and docs/data-access.md names it; the list holds
 * nothing that no longer needs to be there. src/scripts/ is left out: command-line programs on
 * connections of their own (benches, migrate, purge, verify-audit), not the service.
 */
const INVENTORY: Record<string, string> = {
  'src/database/database.module.ts': 'creates the DataSource (and the migrator)',
  'src/database/sql.ts': 'the hot-path builders, column names from the entities’ metadata',
  'src/database/pooled-reads.ts': 'hot-path reads on TypeORM’s pool, named prepared statements',
  'src/database/locked-migrations.ts': 'the migrations’ advisory lock and the check they are applied',
  'src/health/database-probe.ts': 'readiness’s SELECT 1 on a connection of its own',
  'src/metrics/metrics.service.ts': 'the pool’s counters, no query',
  'src/job-queue/job-queue.service.ts': 'pg-boss’s own SQL on the app’s connections, runSoon’s UPDATE',
  'src/audit/audit-chain.ts': 'the chain verifier’s reads, through the query function its caller gives',
};

/** Holds or builds the DataSource, sends a statement, or writes one out. */
const TOUCHES_THE_DATABASE = [
  /\bDataSource\b/,
  /\.query\s*[<(]/,
  /\b(InjectRepository|getRepository|createQueryBuilder)\b/,
  /[`'"]\s*(SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|WITH)\s/,
];

/** The code of a file, its comments left out (a comment may name the DataSource or quote SQL). */
const codeOf = (file: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return relative(ROOT, path) === join('src', 'scripts') ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [relative(ROOT, path)] : [];
  });
}

describe('Data access: queries in repositories, the rest listed (docs/data-access.md)', () => {
  const outsideRepositories = sourceFiles(join(ROOT, 'src'))
    .filter((f) => !f.endsWith('.repository.ts'))
    .filter((f) => TOUCHES_THE_DATABASE.some((p) => p.test(codeOf(f))))
    .map((f) => f.split('\\').join('/'))
    .sort();

  it('no file but a repository touches the database, except those listed (and every listed one still does)', () => {
    expect(outsideRepositories).toEqual(Object.keys(INVENTORY).sort());
  });

  it('docs/data-access.md names every listed file', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'data-access.md'), 'utf8');
    expect(Object.keys(INVENTORY).filter((f) => !doc.includes(f))).toEqual([]);
  });
});
