import { IsNotAfterToday } from '../../common/validation';
import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, IsString, Length, Matches } from 'class-validator';
import { BIRTH_DATE_PATTERN, NATIONAL_ID_PATTERN } from '../../auth/dto/demographics.dto';

/** A test citizen, as the simulated SSO or QR issuer vouches for them. */
export class SandboxCitizenDto {
  /** Any test national id (4–32 letters, digits, spaces or hyphens). The same id always gives the same citizen_id. */
  @ApiProperty({ example: 'SANDBOX-0001' })
  @IsString()
  @Length(4, 32)
  @Matches(NATIONAL_ID_PATTERN, { message: 'must be 4 to 32 letters, digits, spaces or hyphens' })
  national_id: string;

  @ApiProperty({ example: 'Ada' })
  @IsString()
  @Length(1, 100)
  given_name: string;

  @ApiProperty({ example: 'Lovelace' })
  @IsString()
  @Length(1, 100)
  family_name: string;

  /** YYYY-MM-DD */
  @ApiProperty({ format: 'date', example: '1990-12-10' })
  @IsNotAfterToday()
  @IsString()
  @Matches(BIRTH_DATE_PATTERN, { message: 'must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'must be a valid date' })
  birth_date: string;
}
