import { IsNotAfterToday } from '../../common/validation';
import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, IsString, Length, Matches } from 'class-validator';

export const NATIONAL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,30}[A-Za-z0-9]$/;
export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export class DemographicsDto {
  /** National identifier (4–32 letters, digits, spaces or hyphens). */
  @ApiProperty({ example: 'SANDBOX-0001' }) // the sandbox citizen of the Sandbox examples, so Swagger UI's example signs in
  @IsString()
  @Length(4, 32)
  @Matches(NATIONAL_ID_PATTERN, { message: 'must be 4 to 32 letters, digits, spaces or hyphens' })
  national_id: string;

  /** YYYY-MM-DD */
  @ApiProperty({ format: 'date', example: '1990-12-10' })
  @IsNotAfterToday()
  @IsString()
  @Matches(BIRTH_DATE_PATTERN, { message: 'must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'must be a valid date' })
  birth_date: string;
}
