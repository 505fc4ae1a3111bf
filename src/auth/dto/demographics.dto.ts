import { IsNotAfterToday } from '../../common/validation';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, IsString, Length, Matches } from 'class-validator';

export const NATIONAL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,30}[A-Za-z0-9]$/;
export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Decorators written as they would be stacked on the property (top first) and applied bottom-up, as
 * stacked ones are: class-validator reports a field's problems in the order they were applied.
 */
const stacked = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/**
 * A national identifier, validated and documented once for every DTO that carries one. The length is
 * given to the contract here: the Swagger plugin reads `@Length` only when written on the property.
 */
export function NationalId(): PropertyDecorator {
  return stacked(
    // The sandbox citizen of the Sandbox examples, so Swagger UI's example signs in.
    ApiProperty({ minLength: 4, maxLength: 32, example: 'SANDBOX-0001' }),
    IsString(),
    Length(4, 32),
    Matches(NATIONAL_ID_PATTERN, { message: 'must be 4 to 32 letters, digits, spaces or hyphens' }),
  );
}

/** A date of birth, YYYY-MM-DD and not after today, for every DTO that carries one. */
export function BirthDate(): PropertyDecorator {
  return stacked(
    ApiProperty({ format: 'date', example: '1990-12-10' }),
    IsNotAfterToday(),
    IsString(),
    Matches(BIRTH_DATE_PATTERN, { message: 'must be a date YYYY-MM-DD' }),
    IsISO8601({ strict: true }, { message: 'must be a valid date' }),
  );
}

export class DemographicsDto {
  /** National identifier (4–32 letters, digits, spaces or hyphens). */
  @NationalId()
  national_id: string;

  /** YYYY-MM-DD */
  @BirthDate()
  birth_date: string;
}
