import { randomBytes } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { databaseConfig } from '../config/database.config';

/**
 * The reads every list, plan and completion makes, sent straight to TypeORM's own `pg` pool (never
 * inside a transaction: those go through the transaction's manager). On a real PostgreSQL they are
 * named prepared statements, parsed and planned once per connection; TypeORM's per-query runner is
 * skipped either way. Measured: +14 % on the journey list (README, Performance).
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
}
