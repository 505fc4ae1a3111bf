import { Injectable, PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DomainError } from '../common/errors/domain-error';

/**
 * A path id that is not a UUID answers 404 like an unknown one (DESIGN §3).
 * Usage: `@Param('id', new UuidOr404(() => new JourneyNotFoundError())) id: string`.
 */
@Injectable()
export class UuidOr404 implements PipeTransform<string, string> {
  constructor(private readonly notFound: () => DomainError) {}
  transform(value: string): string {
    if (!isUUID(value)) throw this.notFound();
    return value.toLowerCase();
  }
}
