import { readAppConfig } from './app.config';
import { readDatabaseConfig } from './database.config';
import { bytes, ConfigError, duration, int } from './env';

describe('settings', () => {
  it('reads durations, sizes and numbers, naming the variable when a value is bad', () => {
    expect(duration({ T: '30m' }, 'T', 1)).toBe(1_800_000);
    expect(duration({ T: '90' }, 'T', 1)).toBe(90_000);
    expect(duration({}, 'T', 7)).toBe(7);
    expect(bytes({ B: '10mb' }, 'B', 1)).toBe(10 * 1024 * 1024);
    expect(() => duration({ SESSION_TTL: 'soon' }, 'SESSION_TTL', 1)).toThrow(/Invalid setting SESSION_TTL/);
    expect(() => int({ PORT: 'abc' }, 'PORT', 3000)).toThrow(ConfigError);
    expect(() => int({ PORT: '70000' }, 'PORT', 3000, 0, 65535)).toThrow(
      /PORT: expected a number from 0 to 65535/,
    );
  });

  it('defaults to the embedded database and sandbox providers outside production', () => {
    expect(readAppConfig({}).identityProviders).toBe('sandbox');
    expect(readAppConfig({}).port).toBe(3000);
    const db = readDatabaseConfig({});
    expect(db.url).toBeUndefined();
    expect(db.embeddedDir).toBe('./.data/pglite');
    expect(db.migrateOnStart).toBe(true);
  });

  it('refuses sandbox providers and the embedded database in production', () => {
    expect(() => readAppConfig({ NODE_ENV: 'production', IDENTITY_PROVIDERS: 'sandbox' })).toThrow(
      /IDENTITY_PROVIDERS: sandbox providers are refused/,
    );
    expect(readAppConfig({ NODE_ENV: 'production' }).identityProviders).toBe('live');
    expect(() => readDatabaseConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL: is required/);
    expect(() => readDatabaseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: expected a postgres/,
    );
  });

  it('lets a real database skip migrations at start (a Kubernetes Job runs them)', () => {
    const url = 'postgres://u@h:5432/d';
    expect(readDatabaseConfig({ DATABASE_URL: url }).migrateOnStart).toBe(true);
    expect(readDatabaseConfig({ DATABASE_URL: url, DB_MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(
      false,
    );
    expect(readDatabaseConfig({ DATABASE_URL: url, NODE_ENV: 'production' }).migrateOnStart).toBe(false);
  });

  it('migrates through DATABASE_MIGRATION_URL when set (past PgBouncer), else through DATABASE_URL', () => {
    const url = 'postgres://u@pgbouncer:6432/d';
    const direct = 'postgres://u@postgres:5432/d';
    expect(readDatabaseConfig({ DATABASE_URL: url }).migrationUrl).toBe(url);
    expect(readDatabaseConfig({ DATABASE_URL: url, DATABASE_MIGRATION_URL: direct }).migrationUrl).toBe(
      direct,
    );
    expect(() => readDatabaseConfig({ DATABASE_URL: url, DATABASE_MIGRATION_URL: 'mysql://x' })).toThrow(
      /DATABASE_MIGRATION_URL: expected a postgres/,
    );
    expect(() => readDatabaseConfig({ DATABASE_MIGRATION_URL: direct })).toThrow(
      /DATABASE_MIGRATION_URL: needs DATABASE_URL/,
    );
  });
});
