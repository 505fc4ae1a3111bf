import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLoggerInterface } from 'typeorm';

/**
 * TypeORM's messages through Nest's logger, so they are JSON lines like every other (DESIGN §18)
 * instead of TypeORM's coloured console text. A failed statement is logged with its text, never its
 * parameters (answers, hashes). Queries themselves are not logged.
 */
export class TypeOrmLogger implements TypeOrmLoggerInterface {
  private readonly logger = new Logger('TypeORM');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    this.logger.error({ err: typeof error === 'string' ? new Error(error) : error, query }, 'query failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ duration_ms: time, query }, 'slow query');
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  /** TypeORM's own notes ("All classes found using provided glob pattern …") are debug; warnings stay warnings. */
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(message);
    else this.logger.debug(message);
  }
}
