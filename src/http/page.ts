import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiPropertyOptional, ApiQuery } from '@nestjs/swagger';
import { plainToInstance, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, validateSync } from 'class-validator';
import type { Request } from 'express';
import { ValidationFailedError } from '../common/errors/domain-error';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** `?limit=&cursor=` of every list (DESIGN §18): a page at a time, the next one by its opaque cursor. */
export class PageQueryDto {
  /** How many items at most (1–200, default 50). */
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;

  /** The `next_cursor` of the page before; absent for the first page. Opaque: send it back as given. */
  @ApiPropertyOptional({ example: 'WyIyMDI2LTExLTI1VDEwOjAwOjAwLjAwMFoiXQ' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: '$property is not a cursor this service gave' })
  cursor?: string;
}

/** A page's position as an opaque cursor: the sort key of its last item. */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The sort key a cursor carries, checked against the list's key shape (a string or a number per
 * place); 400 VALIDATION_FAILED for anything this service did not give.
 */
export function decodeCursor(
  cursor: string | undefined,
  shape: readonly ('string' | 'number')[],
): (string | number)[] | null {
  if (cursor === undefined) return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  if (!Array.isArray(key) || key.length !== shape.length || key.some((v, i) => typeof v !== shape[i]))
    throw new ValidationFailedError('VALIDATION_FAILED.cursor', [
      { field: 'cursor', message: 'is not a cursor this list gave' },
    ]);
  return key as (string | number)[];
}

/** Rows read with one more than the page's size: the page, and the cursor of the next one (null at the end). */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => readonly (string | number)[],
): { items: T[]; next_cursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, next_cursor: rows.length > limit ? encodeCursor(keyOf(items[items.length - 1])) : null };
}

/** A short list kept in memory (workflows, sharing), paged by position. */
export function pageInMemory<T>(
  all: readonly T[],
  query: PageQueryDto,
): { items: T[]; next_cursor: string | null } {
  const [from] = (decodeCursor(query.cursor, ['number']) ?? [0]) as number[];
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const items = all.slice(from, from + limit);
  return { items, next_cursor: from + limit < all.length ? encodeCursor([from + limit]) : null };
}

/** The `next_cursor` property of every list answer. */
export class PageDto {
  /** Pass it as `cursor` for the next page; null on the last page. */
  @ApiPropertyOptional({ type: 'string', nullable: true })
  next_cursor: string | null;
}

/**
 * The list's `?limit=&cursor=` as a PageQueryDto, without the validation pipe's per-request work when
 * the query is empty (the home view's list, a hot path); otherwise checked like any DTO (400 with the
 * fields, unknown parameters refused). Pair it with `@ApiPageQuery()` for the contract.
 */
export const PageQuery = createParamDecorator((_: unknown, ctx: ExecutionContext): PageQueryDto => {
  const query = ctx.switchToHttp().getRequest<Request>().query;
  const names = Object.keys(query);
  if (!names.length) return {};
  const unknown = names.filter((n) => n !== 'limit' && n !== 'cursor');
  const dto = plainToInstance(PageQueryDto, query);
  const problems = [
    ...unknown.map((field) => ({ field, message: 'is not a parameter of this list' })),
    ...validateSync(dto).flatMap((e) =>
      Object.values(e.constraints ?? {}).map((message) => ({ field: e.property, message })),
    ),
  ];
  if (problems.length) throw new ValidationFailedError('VALIDATION_FAILED.page', problems);
  return dto;
});

/** Documents `limit` and `cursor` on a list operation read with `@PageQuery()`. */
export const ApiPageQuery = () =>
  applyDecorators(
    ApiQuery({
      name: 'limit',
      required: false,
      description: 'How many items at most (1–200, default 50).',
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    }),
    ApiQuery({
      name: 'cursor',
      required: false,
      description:
        'The `next_cursor` of the page before; absent for the first page. Opaque: send it back as given.',
      schema: { type: 'string', maxLength: 300, pattern: '^[A-Za-z0-9_-]+$' },
    }),
  );
