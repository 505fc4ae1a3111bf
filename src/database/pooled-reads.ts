import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { databaseConfig } from '../config/database.config';

/** Statement texts prepared by name in transactions; more shapes than this are sent unnamed. */
const MAX_SHAPES = 256;

/**
 * The reads every list, plan and completion makes, sent straight to TypeORM's own `pg` pool, and the
 * statements of a journey change's transaction, on the transaction's own connection (`inTransaction`).
 * On a real PostgreSQL they are named prepared statements, parsed and planned once per connection;
 * TypeORM's per-query runner is skipped either way. Measured: +14 % on the journey list (README, Performance).
 *
 * DB_PREPARED_STATEMENTS=false sends them unnamed (PgBouncer in transaction mode before 1.21). The
 * embedded engine always does: its one backend outlives the pool's connections, so a statement
 * prepared by a closed connection would collide with the next one's. Names carry a per-pool suffix.
 */
@Injectable()
export class PooledReads implements OnModuleInit {
  private readonly suffix = randomBytes(4).toString('hex');
  private readonly named: boolean;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(databaseConfig.KEY) config: ConfigType<typeof databaseConfig>,
  ) {
    this.named = config.preparedStatements;
  }

  /**
   * Start-up check of the TypeORM internal relied on (typeorm is pinned exactly): its PostgreSQL
   * driver keeps the `pg` Pool it queries through as `master`. Fails the start loudly otherwise.
   */
  onModuleInit(): void {
    const pool = (this.dataSource.driver as Partial<PostgresDriver>).master as Partial<Pool> | undefined;
    if (typeof pool?.query !== 'function' || typeof pool.connect !== 'function') {
      throw new Error(
        "PooledReads: TypeORM's PostgresDriver no longer exposes its pg Pool as `master` (typeorm upgraded?); " +
          'see docs/decisions.md, "Framework overrides".',
      );
    }
  }

  async rows<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const result = await pool.query(
      this.named ? { name: `${name}-${this.suffix}`, text, values } : { text, values },
    );
    return result.rows as T[];
  }

  /**
   * A statement in `em`'s transaction, prepared like `rows` on the transaction's own connection (the
   * one TypeORM's query runner holds: `QueryRunner.connect()` answers it). A statement whose text is
   * built per change (a write of n milestones and m events) is named after a hash of its text, so each
   * shape is parsed and planned once per connection; past MAX_SHAPES shapes the rest go unnamed.
   * With the locked read folded into one statement, PostgreSQL's CPU per completion fell 22 % (`npm run
   * bench:cpu`, docs/performance.md, "Stop 32").
   */
  async inTransaction<T>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
    if (!em.queryRunner) throw new Error('PooledReads.inTransaction: the entity manager has no transaction');
    const client = (await em.queryRunner.connect()) as PoolClient;
    const statement = this.named ? this.nameOf(name, text) : undefined;
    const config: QueryConfig = statement ? { name: statement, text, values } : { text, values };
    const result = await client.query(config);
    return result.rows as T[];
  }

  private readonly shapes = new Map<string, string>();

  private nameOf(name: string, text: string): string | undefined {
    let named = this.shapes.get(text);
    if (named === undefined && this.shapes.size < MAX_SHAPES) {
      named = `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}-${this.suffix}`;
      this.shapes.set(text, named);
    }
    return named;
  }
}
