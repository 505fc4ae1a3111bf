import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedCopyFile } from './embedded-postgres';

/** A folder shaped like dist/migrations: an index and the compiled migrations. */
function migrationsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const [name, text] of Object.entries({ 'index.js': 'exports.migrations = [];', ...files }))
    writeFileSync(join(dir, name), text);
  return dir;
}

describe('The embedded engine’s migrated copy (issue 26: a new directory starts with its migrations applied)', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('is named by the compiled migrations: another migration, or one changed, names another copy', () => {
    const one = migrationsFolder({ '1-A.js': 'a' });
    const same = migrationsFolder({ '1-A.js': 'a' });
    const changed = migrationsFolder({ '1-A.js': 'a2' });
    const added = migrationsFolder({ '1-A.js': 'a', '2-B.js': 'b' });
    made.push(one, same, changed, added);
    expect(migratedCopyFile(one)).toBe(migratedCopyFile(same));
    expect(migratedCopyFile(one)).toMatch(/pglite-[\d.]+-migrated-[0-9a-f]{16}\.tar$/);
    expect(migratedCopyFile(changed)).not.toBe(migratedCopyFile(one));
    expect(migratedCopyFile(added)).not.toBe(migratedCopyFile(one));
  });

  it('is not used where there are no compiled migrations (the TypeScript sources)', () => {
    const empty = mkdtempSync(join(tmpdir(), 'migrations-'));
    made.push(empty);
    expect(migratedCopyFile(empty)).toBeUndefined();
    expect(migratedCopyFile()).toBeUndefined(); // src/migrations has no index.js
  });

  // Starting from the copy needs PGlite, which cannot run inside Jest's module sandbox (it imports
  // its WebAssembly dynamically): scripts/check-migrated-copy.js starts the built service on three
  // new directories in CI.
});
